import { type DynamicModule, Module } from '@nestjs/common';
import { GATEWAY_OPTIONS, type GatewayOptions } from './gateway-options.js';
import { HealthController } from './health/health.controller.js';
import { ReadinessController } from './readiness/readiness.controller.js';

/** Health, liveness and readiness; the app around it serves the console, the OpenAPI document and (distributed) the proxy. */
@Module({})
export class GatewayModule {
  static forRoot(options: GatewayOptions): DynamicModule {
    return {
      module: GatewayModule,
      controllers: [HealthController, ReadinessController],
      providers: [{ provide: GATEWAY_OPTIONS, useValue: options }],
    };
  }
}
