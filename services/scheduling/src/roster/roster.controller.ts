import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, MessageAnswer, RequirePermission } from '@rollcall/platform';
import { RosterByShiftAnswer, RosterEmployeePage, RosterPage, RosterSaveAnswer } from './roster.answers.js';
import { RosterBatchRequest } from './roster-batch.request.js';
import { RosterByShiftRequest } from './roster-by-shift.request.js';
import { RosterByShiftService } from './roster-by-shift.service.js';
import { RosterCopyRequest } from './roster-copy.request.js';
import { RosterDayRequest } from './roster-day.request.js';
import { RosterRowsQuery } from './roster-rows.query.js';
import { RosterSaveRequest } from './roster-save.request.js';
import { RosterService } from './roster.service.js';

const REFUSALS = 'refusals: conflict, locked, noSection, periodClosed, noEmployee; 403 outside the caller’s reach';

/** The weekly roster's calls (spec 001 §7 "Schedules and roster"). */
@ApiTags('roster')
@ApiBearerAuth()
@Controller()
export class RosterController {
  constructor(
    private readonly roster: RosterService,
    private readonly byShift: RosterByShiftService,
  ) {}

  @Get('api/shifts/getNewShifts')
  @RequirePermission('schedule', 'visible')
  @ApiOperation({
    operationId: 'getRoster',
    summary:
      'A page of roster rows: the active employees the caller reaches (structure nodes and beneath, name or clock id), sorted, each with every day of the range (at most 35)',
  })
  @ApiOkResponse({ type: RosterPage })
  rows(@CurrentActor() actor: Actor, @Query() query: RosterRowsQuery): Promise<RosterPage> {
    return this.roster.rows(actor, query);
  }

  @Get('api/shifts/scheduleemployee')
  @RequirePermission('schedule', 'visible')
  @ApiOperation({
    operationId: 'getRosterEmployees',
    summary: 'A page of the employees the roster lists for these filters (the Add Shift to Employees picker)',
  })
  @ApiOkResponse({ type: RosterEmployeePage })
  employees(@CurrentActor() actor: Actor, @Query() query: RosterRowsQuery): Promise<RosterEmployeePage> {
    return this.roster.employees(actor, query);
  }

  @Post('standardshifts/newSave')
  @HttpCode(200)
  @RequirePermission('schedule', 'update')
  @ApiOperation({
    operationId: 'saveRosterSection',
    summary: `Add a shift definition to a day, move or copy a section to it, or delete one; ${REFUSALS}, nothingToDo`,
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: RosterSaveAnswer })
  save(@CurrentActor() actor: Actor, @Body() body: RosterSaveRequest): Promise<RosterSaveAnswer> {
    return this.roster.save(actor, body);
  }

  @Post('standardshifts/addOffDay')
  @HttpCode(200)
  @RequirePermission('schedule', 'update')
  @ApiOperation({ operationId: 'addRosterOffDay', summary: `The Off Day replaces the day’s shifts; ${REFUSALS}` })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: RosterSaveAnswer })
  addOffDay(@CurrentActor() actor: Actor, @Body() body: RosterDayRequest): Promise<RosterSaveAnswer> {
    return this.roster.addOffDay(actor, body.employeeId, body.ruleDate);
  }

  @Post('standardshifts/delOffDay')
  @HttpCode(200)
  @RequirePermission('schedule', 'update')
  @ApiOperation({ operationId: 'deleteRosterOffDay', summary: `The day is no longer an off day; ${REFUSALS}` })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: RosterSaveAnswer })
  delOffDay(@CurrentActor() actor: Actor, @Body() body: RosterDayRequest): Promise<RosterSaveAnswer> {
    return this.roster.delOffDay(actor, body.employeeId, body.ruleDate);
  }

  @Post('standardshifts/batchScheduleRule')
  @HttpCode(200)
  @RequirePermission('schedule', 'update')
  @ApiOperation({
    operationId: 'addShiftToEmployees',
    summary: `Add Shift to Employees: the shift on one date for each (one conflict refuses all); ${REFUSALS}`,
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: RosterSaveAnswer })
  batch(@CurrentActor() actor: Actor, @Body() body: RosterBatchRequest): Promise<RosterSaveAnswer> {
    return this.roster.batch(actor, body);
  }

  @Post('standardshifts/copyScheduleRule')
  @HttpCode(200)
  @RequirePermission('schedule', 'update')
  @ApiOperation({
    operationId: 'copyRoster',
    summary:
      'Copy Roster: the source days of the positions’ employees onto the paste date on (window rule of spec 001 §5); refusals: periodClosed, pasteOutsideWindow, copyRangeTooLong',
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: MessageAnswer })
  async copy(@CurrentActor() actor: Actor, @Body() body: RosterCopyRequest): Promise<MessageAnswer> {
    await this.roster.copy(actor, body);
    return { message: 'success' };
  }

  @Post('standardshifts/handleScheduleByShift')
  @HttpCode(200)
  @RequirePermission('schedule', 'update')
  @ApiOperation({
    operationId: 'handleScheduleByShift',
    summary:
      'After a shift definition is edited or deleted: the days it was placed on (from today, or the dates given) take its colour, label and break (update) or lose it (delete); locked entries and closed pay periods stay; refusals: notFound (update), rangeReversed',
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: RosterByShiftAnswer })
  handleByShift(@CurrentActor() actor: Actor, @Body() body: RosterByShiftRequest): Promise<RosterByShiftAnswer> {
    return this.byShift.apply(actor, body);
  }
}
