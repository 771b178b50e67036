import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { PunchPairAnswer, PunchPairSaveAnswer } from './punch-edit.answers.js';
import { PunchPairSaveRequest } from './single-punch.request.js';
import { PunchPairsService } from './punch-pairs.service.js';

/** Punch pairs on the timesheet (spec 001 §7): read and edited through their punches. */
@ApiTags('punches')
@ApiBearerAuth()
@Controller()
export class PunchPairsController {
  constructor(private readonly pairs: PunchPairsService) {}

  @Get('api/punch-pairs/:id')
  @RequirePermission('punch', 'visible')
  @ApiOperation({
    operationId: 'getPunchPair',
    summary: 'A punch pair by id (`<in punch id>~<out punch id>`, as the timesheet names it): its punches and codes',
  })
  @ApiOkResponse({ type: PunchPairAnswer })
  get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<PunchPairAnswer> {
    return this.pairs.get(actor, id);
  }

  @Put('punch-pairs/:id')
  @RequirePermission('timesheet', 'update')
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOperation({
    operationId: 'savePunchPair',
    summary:
      'The Punch Pair form: In and Out, site, position, job and task (punch update; adding the punch-out row, punch create); refusals: outBeforeIn, inTimeRequired, outTimeRequired, noInPunch, hasExistPunchRecord, periodClosed, timeSkipped, noPunchPair, noSite, noPosition, noJob, noTask, taskWithoutJob, taskNotOfJob; 403 outside the caller’s reach',
  })
  @ApiOkResponse({ type: PunchPairSaveAnswer })
  save(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body() body: PunchPairSaveRequest,
  ): Promise<PunchPairSaveAnswer> {
    return this.pairs.save(actor, id, body);
  }
}
