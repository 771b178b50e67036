import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, refusal, RequirePermission } from '@rollcall/platform';
import { PUNCH_EDIT_ANSWERS, PunchAnswer, PunchSaveAnswer, PunchWriteAnswer } from './punch-edit.answers.js';
import { DeleteSinglePunchRequest, SaveSinglePunchRequest } from './single-punch.request.js';
import { SinglePunchesService } from './single-punches.service.js';

const REFUSALS =
  'refusals: hasExistPunchRecord, periodClosed, timeSkipped, noPunch, noEmployee, noClockId, noSite, noPosition, noJob, noTask, taskWithoutJob, taskNotOfJob; 403 outside the caller’s reach';

/** Punches on the timesheet (spec 001 §7 "Timesheet, punches, pay cards"). */
@ApiTags('punches')
@ApiBearerAuth()
@Controller()
export class SinglePunchesController {
  constructor(private readonly punches: SinglePunchesService) {}

  @Get('api/punches/:id')
  @RequirePermission('punch', 'visible')
  @ApiOperation({ operationId: 'getPunch', summary: 'A punch, with its local day and time in the employee’s zone' })
  @ApiOkResponse({ type: PunchAnswer })
  get(
    @CurrentActor() actor: Actor,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => refusal(PUNCH_EDIT_ANSWERS, 'noPunch') })) id: string,
  ): Promise<PunchAnswer> {
    return this.punches.get(actor, id);
  }

  @Post('timesheet/saveSinglePunch')
  @HttpCode(200)
  @RequirePermission('timesheet', 'update')
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOperation({
    operationId: 'saveSinglePunch',
    summary: `New Punch (no id; punch create) or Modify Punch (punch update); ${REFUSALS}`,
  })
  @ApiOkResponse({ type: PunchSaveAnswer })
  save(@CurrentActor() actor: Actor, @Body() body: SaveSinglePunchRequest): Promise<PunchSaveAnswer> {
    return this.punches.save(actor, body);
  }

  @Post('timesheet/deleteSinglePunch')
  @HttpCode(200)
  @RequirePermission('timesheet', 'update')
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOperation({
    operationId: 'deleteSinglePunch',
    summary:
      'Delete a punch (punch delete); refusals: autoPaired, periodClosed, noPunch, noEmployee; 403 outside the caller’s reach',
  })
  @ApiOkResponse({ type: PunchWriteAnswer })
  delete(@CurrentActor() actor: Actor, @Body() body: DeleteSinglePunchRequest): Promise<PunchWriteAnswer> {
    return this.punches.delete(actor, body);
  }
}
