import type { NextFunction, Request, Response } from 'express';
import http from 'node:http';
import { ACCESS_TOKEN_MISSING_OR_EXPIRED } from '@rollcall/platform';
import type { Logger } from 'pino';
import { isPublicPath } from './public-paths.js';
import { upstreamFor, type UpstreamName } from './route-table.js';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
]);

/**
 * Distributed mode: forwards each API call to the service that owns its path, streaming both ways. The gateway
 * turns away calls without a valid access token (except the public ones) before they reach a service; the
 * services verify the token again and apply permissions.
 */
export function createProxyMiddleware(
  upstreams: Record<UpstreamName, string>,
  logger: Logger,
  authenticate: (authorization: string | undefined) => boolean,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  return (req: Request, res: Response, next: NextFunction): void => {
    const upstream = upstreamFor(req.path);
    if (!upstream) {
      next();
      return;
    }
    if (!isPublicPath(req.path) && !authenticate(req.headers.authorization)) {
      res.status(401).json({
        statusCode: 401,
        message: ACCESS_TOKEN_MISSING_OR_EXPIRED,
        error: 'Unauthorized',
      });
      return;
    }
    const target = new URL(req.originalUrl, upstreams[upstream]);
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
    // Who the client is and how it came, as this gateway sees them (TRUST_PROXY decides whether to believe a
    // proxy in front); whatever the client claimed in these headers is replaced.
    headers['x-forwarded-for'] = req.ip ?? '';
    headers['x-forwarded-proto'] = req.protocol;
    const forward = http.request(target, { method: req.method, headers, agent, timeout: 60_000 }, (answer) => {
      const outHeaders: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name)) outHeaders[name] = value;
      }
      res.writeHead(answer.statusCode ?? 502, outHeaders);
      answer.pipe(res);
    });
    forward.on('timeout', () => forward.destroy(new Error('upstream timed out')));
    // A client gone before its answer finished (a dashboard closed while its live stream ran) ends the upstream
    // request too, so the service drops the stream at once instead of writing to nobody.
    let clientGone = false;
    res.on('close', () => {
      if (res.writableFinished) return;
      clientGone = true;
      forward.destroy();
    });
    forward.on('error', (error) => {
      if (clientGone) return;
      logger.warn({ err: error, upstream }, 'upstream unavailable');
      if (!res.headersSent) {
        res.status(503).json({
          statusCode: 503,
          message: `The ${upstream} service is not available. Please try again shortly.`,
          error: 'Service Unavailable',
        });
      } else res.destroy();
    });
    req.pipe(forward);
  };
}
