import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import type { Response } from 'express';
import { RecalculateAnswer, RecalculateBody, RecalculateTimeSheetBody } from './recalculate.request.js';
import { RecalculateService } from './recalculate.service.js';

/** The spec's recalculate calls (legacy paths; JSON or form-encoded bodies). */
@ApiTags('recalculate')
@ApiBearerAuth()
@Controller('recalculate')
export class RecalculateController {
  constructor(private readonly recalculate: RecalculateService) {}

  @Post('recalculateTimeSheet')
  @HttpCode(200)
  @RequirePermission('timesheet', 'update')
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOperation({
    operationId: 'recalculateTimeSheet',
    summary: 'Recalculate employees over a pay period (the timesheet’s Recalculate)',
  })
  @ApiOkResponse({ type: RecalculateAnswer, description: 'done now' })
  @ApiAcceptedResponse({ type: RecalculateAnswer, description: 'queued: more than 500 employee-days' })
  async recalculateTimeSheet(
    @CurrentActor() actor: Actor,
    @Body() body: RecalculateTimeSheetBody,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RecalculateAnswer> {
    const outcome = await this.recalculate.recalculateTimeSheet(actor, body);
    response.status(outcome.status);
    return { message: outcome.message };
  }

  @Post('recalculate')
  @HttpCode(200)
  @RequirePermission('timesheet', 'update')
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOperation({
    operationId: 'recalculate',
    summary: 'Recalculate employees or departments over a date range (Global Recalculate)',
  })
  @ApiOkResponse({ type: RecalculateAnswer, description: 'done now' })
  @ApiAcceptedResponse({ type: RecalculateAnswer, description: 'queued: more than 500 employee-days' })
  async recalculateRange(
    @CurrentActor() actor: Actor,
    @Body() body: RecalculateBody,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RecalculateAnswer> {
    const outcome = await this.recalculate.recalculate(actor, body);
    response.status(outcome.status);
    return { message: outcome.message };
  }
}
