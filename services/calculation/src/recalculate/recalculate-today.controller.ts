import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import type { Response } from 'express';
import { RecalculateAnswer, RecalculateTodayQuery } from './recalculate.request.js';
import { RecalculateService } from './recalculate.service.js';

/** The spec's GET that recalculates today (spec 001 §7 "payload not shown"; the rule is in docs/api.md). */
@ApiTags('recalculate')
@ApiBearerAuth()
@Controller('api/timesheet/recalculate')
export class RecalculateTodayController {
  constructor(private readonly recalculate: RecalculateService) {}

  @Get('today')
  @RequirePermission('timesheet', 'update')
  @ApiOperation({
    operationId: 'recalculateToday',
    summary:
      'Recalculate today (in each employee’s zone) for one employee or every Active employee the caller reaches; 409 inside a closed pay period',
  })
  @ApiOkResponse({ type: RecalculateAnswer, description: 'done now' })
  @ApiAcceptedResponse({ type: RecalculateAnswer, description: 'queued: more than 500 employees' })
  async today(
    @CurrentActor() actor: Actor,
    @Query() query: RecalculateTodayQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RecalculateAnswer> {
    const outcome = await this.recalculate.recalculateToday(actor, query.employeeId, new Date());
    response.status(outcome.status);
    return { message: outcome.message };
  }
}
