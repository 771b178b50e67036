import { Module } from '@nestjs/common';
import {
  ConfigError,
  createLogger,
  createRollcallApp,
  exitOnSignal,
  jwtSecretKey,
  loadPlatformConfig,
  PlatformModule,
} from '@rollcall/platform';
import { JwtService } from '@nestjs/jwt';
import type { OpenAPIObject } from '@nestjs/swagger';
import { readFile } from 'node:fs/promises';
import { consoleDir } from './console/console-dir.js';
import { consoleSourcesIn } from './console/console-sources.js';
import { GatewayModule } from './gateway.module.js';
import { mountGateway } from './mount-gateway.js';
import { hasValidAccessToken } from './routing/bearer-check.js';
import { UPSTREAM_ENV, type UpstreamName } from './routing/route-table.js';

/** Distributed mode: the gateway in its own process, proxying to each service. */
function upstreamsFromEnv(): Record<UpstreamName, string> {
  const problems: string[] = [];
  const upstreams = Object.fromEntries(
    Object.entries(UPSTREAM_ENV).map(([name, variable]) => {
      const value = process.env[variable];
      if (!value || !/^https?:\/\//.test(value))
        problems.push(`${variable} must be the http:// URL of the ${name} service`);
      return [name, value ?? ''];
    }),
  ) as Record<UpstreamName, string>;
  if (problems.length) throw new ConfigError(problems);
  return upstreams;
}

try {
  const config = loadPlatformConfig(process.env, {}, { database: false, events: false });
  const upstreams = upstreamsFromEnv();
  const logger = createLogger('gateway', config.logLevel);

  @Module({
    imports: [
      PlatformModule.forRoot({ config, logger, processName: 'gateway', followsRevokedSessions: false }),
      GatewayModule.forRoot({ mode: 'distributed', serviceNames: Object.keys(upstreams), upstreams }),
    ],
  })
  class GatewayRootModule {}

  // No body parsing: a parser would consume the request stream before the proxy pipes it to the service.
  const app = await createRollcallApp(GatewayRootModule, {
    config,
    logger,
    processName: 'gateway',
    consumesEvents: false,
    parseBodies: false,
    shutdownHooks: false,
    consoleSources: consoleSourcesIn(consoleDir(), logger),
  });
  exitOnSignal(
    async (signal) => {
      logger.info({ signal }, 'gateway stopping');
      await app.close();
    },
    { onFailure: (reason) => logger.error(`gateway ${reason}`) },
  );
  const documentUrl = new URL('../../../libs/api-client/openapi.json', import.meta.url);
  const document = JSON.parse(await readFile(documentUrl, 'utf8')) as OpenAPIObject;
  const jwt = new JwtService({ secret: jwtSecretKey(config.jwtSecret) });
  mountGateway(app, {
    logger,
    document,
    proxy: { upstreams, authenticate: (authorization) => hasValidAccessToken(jwt, authorization) },
  });
  await app.listen(config.port, process.env.HOST ?? '127.0.0.1');
  logger.info({ port: config.port }, 'gateway listening');
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(78);
  }
  throw error;
}
