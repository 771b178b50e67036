import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** Origins the console loads from besides its own: map tiles (images) and the address search (fetch). */
export interface ConsoleSources {
  img: string[];
  connect: string[];
}

export const NO_CONSOLE_SOURCES: ConsoleSources = { img: [], connect: [] };

/** One year, the HSTS preload list's minimum. */
const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * The browser security headers of every answer, console and API alike (helmet): a content security policy with
 * no inline or foreign script, the console's map tiles and address search as the only foreign origins,
 * `frame-ancestors 'none'` (and X-Frame-Options DENY for old browsers), nosniff, a strict referrer policy,
 * same-origin opener and resource policies, and HSTS on answers that went out over TLS (behind a proxy, as
 * TRUST_PROXY lets Express see it). Swagger UI's page (/api/docs) alone may use inline styles: it has a <style>.
 */
export function securityHeaders(sources: ConsoleSources = NO_CONSOLE_SOURCES): RequestHandler {
  const strict = headersFor(sources, false);
  const forSwaggerUi = headersFor(sources, true);
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.secure) {
      response.setHeader('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
    }
    (request.path.startsWith('/api/docs') ? forSwaggerUi : strict)(request, response, next);
  };
}

function headersFor(sources: ConsoleSources, inlineStyles: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: inlineStyles ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...sources.img],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...sources.connect],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // strict-origin-when-cross-origin: another site learns our origin at most (the map tile servers' usage
    // policies ask for it), never a path, and nothing at all over a downgrade to HTTP.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // sent by securityHeaders, and only over TLS: over plain HTTP the header means nothing and would mislead
    strictTransportSecurity: false,
  });
}
