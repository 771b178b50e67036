import { Body, Controller, Headers, Post, Res, UnauthorizedException } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@rollcall/platform';
import type { Response } from 'express';
import { KioskPunchAnswer } from './kiosk-punch.answer.js';
import { KioskPunchRequest } from './kiosk-punch.request.js';
import { KioskPunchBatcher } from './kiosk-punch-batcher.js';
import { checkPunchTime } from './kiosk-punches.service.js';

@ApiTags('kiosk')
@Controller('api/kiosk-punches')
export class KioskPunchesController {
  constructor(private readonly batcher: KioskPunchBatcher) {}

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
    if (!deviceToken) throw new UnauthorizedException('The device token is not valid.');
    checkPunchTime(body, new Date());
    const { answer, created } = await this.batcher.submit({ deviceToken, request: body });
    response.status(created ? 201 : 200);
    return answer;
  }
}
