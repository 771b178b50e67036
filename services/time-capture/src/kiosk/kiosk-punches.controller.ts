import { Body, Controller, Headers, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@rollcall/platform';
import type { Response } from 'express';
import { KioskPunchAnswer } from './kiosk-punch.answer.js';
import { KioskPunchRequest } from './kiosk-punch.request.js';
import { KioskPunchesService } from './kiosk-punches.service.js';

@ApiTags('kiosk')
@Controller('api/kiosk-punches')
export class KioskPunchesController {
  constructor(private readonly punches: KioskPunchesService) {}

  @Post()
  @Public()
  @ApiOperation({
    operationId: 'recordKioskPunch',
    summary: 'A punch from a kiosk, by clock id; idempotent on the device punch id',
  })
  @ApiHeader({ name: 'X-Device-Token', required: true, description: "the company's device token" })
  @ApiCreatedResponse({ type: KioskPunchAnswer, description: 'stored' })
  @ApiOkResponse({ type: KioskPunchAnswer, description: 'a replay: the punch stored by the first call' })
  async record(
    @Headers('x-device-token') deviceToken: string | undefined,
    @Body() body: KioskPunchRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<KioskPunchAnswer> {
    const company = await this.punches.companyOfDevice(deviceToken);
    const { answer, created } = await this.punches.record(company, body, new Date());
    response.status(created ? 201 : 200);
    return answer;
  }
}
