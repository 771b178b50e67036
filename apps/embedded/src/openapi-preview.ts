import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocument, GatewayModule } from '@rollcall/gateway';
import { createLogger, loadPlatformConfig, PlatformModule } from '@rollcall/platform';
import { SERVICE_MODULES, SERVICE_NAMES } from './start-embedded.js';

/**
 * The gateway's OpenAPI document from the whole module graph in Nest's preview mode: nothing is instantiated,
 * so no database or broker is needed.
 */
export async function openApiDocumentFromModules(): Promise<OpenAPIObject> {
  const config = loadPlatformConfig(
    { LOG_LEVEL: 'silent' },
    { mode: 'embedded', databaseUrl: 'postgres://preview@127.0.0.1/preview', jwtSecret: 'x'.repeat(32), port: 0 },
  );
  const logger = createLogger('openapi', 'silent');

  @Module({
    imports: [
      PlatformModule.forRoot({ config, logger, processName: 'openapi' }),
      ...SERVICE_MODULES,
      GatewayModule.forRoot({ mode: 'embedded', serviceNames: SERVICE_NAMES }),
    ],
  })
  class OpenApiRootModule {}

  const app = await NestFactory.create(OpenApiRootModule, { preview: true, logger: false, abortOnError: false });
  const document = buildOpenApiDocument(app);
  await app.close();
  return document;
}
