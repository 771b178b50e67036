import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { madeOnFirstUse } from '@rollcall/contracts';
import type { Logger } from 'pino';
import { consoleAssets } from './console/console-assets.js';
import { consoleDir } from './console/console-dir.js';
import { createProxyMiddleware } from './routing/proxy.middleware.js';
import type { UpstreamName } from './routing/route-table.js';

/**
 * What the gateway adds to an application before it listens: the proxy to the services (distributed mode),
 * the OpenAPI document and its UI, and the console's static files.
 */
export function mountGateway(
  app: INestApplication,
  options: {
    logger: Logger;
    /** the OpenAPI document, or how to build it: built on its first request rather than at every start */
    document: OpenAPIObject | (() => OpenAPIObject);
    /** distributed mode: the services to proxy to, and how to check a bearer token first */
    proxy?: { upstreams: Record<UpstreamName, string>; authenticate: (authorization: string | undefined) => boolean };
  },
): void {
  const express = app as NestExpressApplication;
  if (options.proxy) {
    express.use(createProxyMiddleware(options.proxy.upstreams, options.logger, options.proxy.authenticate));
  }
  const given = options.document;
  const document = typeof given === 'function' ? madeOnFirstUse(given) : () => given;
  express.use('/api/openapi.json', (_req: unknown, res: { json(body: unknown): void }) => res.json(document()));
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
  const dir = consoleDir();
  if (dir) express.use(consoleAssets(dir));
  else options.logger.warn('the console is not built (console/dist missing): run npm run build');
}
