import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Public, Readiness, readinessReport, readyHttpStatus, type ReadinessReport } from '@rollcall/platform';
import type { Response } from 'express';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../gateway-options.js';
import { LiveAnswer, ReadyAnswer } from './ready.answer.js';
import { upstreamReadiness } from './upstream-readiness.js';

@ApiTags('health')
@Controller('api')
export class ReadinessController {
  constructor(
    @Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions,
    private readonly readiness: Readiness,
  ) {}

  @Get('health')
  @Public()
  @ApiOperation({ operationId: 'live', summary: 'Liveness: the process runs and serves HTTP (for probes)' })
  @ApiOkResponse({ type: LiveAnswer })
  live(): LiveAnswer {
    return { status: 'ok' };
  }

  @Get('ready')
  @Public()
  @ApiOperation({
    operationId: 'ready',
    summary:
      'Readiness: migrations ran, the event bus is connected, every service gets a database connection within 1 s, and (embedded) the demo seed finished; distributed, each service is asked',
  })
  @ApiOkResponse({ type: ReadyAnswer, description: 'ready' })
  @ApiServiceUnavailableResponse({ type: ReadyAnswer, description: 'starting or not ready; the checks say why' })
  async ready(@Res({ passthrough: true }) response: Response): Promise<ReadyAnswer> {
    const report = await this.report();
    response.status(readyHttpStatus(report.status));
    return report;
  }

  private async report(): Promise<ReadinessReport> {
    const own = await this.readiness.report();
    if (this.options.mode === 'embedded' || !this.options.upstreams) return own;
    const services = await Promise.all(
      Object.entries(this.options.upstreams).map(([name, url]) => upstreamReadiness(name, url)),
    );
    return readinessReport(
      [...own.checks, ...services.flatMap((s) => s.checks)],
      own.status === 'starting' || services.some((s) => s.starting),
    );
  }
}
