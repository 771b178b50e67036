import { Controller, Get, Inject } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { databasePoolStats, Public } from '@rollcall/platform';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../gateway-options.js';
import { DatabasePoolAnswer, HealthAnswer } from './health.answers.js';

@ApiTags('health')
@ApiExtraModels(DatabasePoolAnswer)
@Controller('health')
export class HealthController {
  constructor(@Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions) {}

  @Get()
  @Public()
  @ApiOperation({ operationId: 'health', summary: 'Whether the gateway and each service answer' })
  @ApiOkResponse({ type: HealthAnswer })
  async health(): Promise<HealthAnswer> {
    const services: Record<string, string> = {};
    if (this.options.mode === 'embedded' || !this.options.upstreams) {
      for (const name of this.options.serviceNames) services[name] = 'up';
    } else {
      await Promise.all(
        Object.entries(this.options.upstreams).map(async ([name, url]) => {
          try {
            const answer = await fetch(new URL('/health', url), { signal: AbortSignal.timeout(2000) });
            services[name] = answer.ok ? 'up' : `down (${answer.status})`;
          } catch {
            services[name] = 'down';
          }
        }),
      );
    }
    const allUp = Object.values(services).every((s) => s === 'up');
    return {
      status: allUp ? 'ok' : 'degraded',
      mode: this.options.mode,
      services,
      ...(this.options.mode === 'embedded' ? { database: databasePoolStats() } : {}),
    };
  }
}
