import { type DynamicModule, Module } from '@nestjs/common';
import { GATEWAY_OPTIONS, type GatewayOptions } from './gateway-options.js';
import { HealthController } from './health/health.controller.js';

/** Health; the app around it serves the console, the OpenAPI document and (distributed) the proxy. */
@Module({})
export class GatewayModule {
  static forRoot(options: GatewayOptions): DynamicModule {
    return {
      module: GatewayModule,
      controllers: [HealthController],
      providers: [{ provide: GATEWAY_OPTIONS, useValue: options }],
    };
  }
}
