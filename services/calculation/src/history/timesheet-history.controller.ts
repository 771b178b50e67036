import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, type Page, RequirePermission } from '@rollcall/platform';
import { type TimesheetChange, TimesheetHistoryPage } from './timesheet-history.answers.js';
import { TimesheetHistoryQuery } from './timesheet-history.query.js';
import { TimesheetHistoryService } from './timesheet-history.service.js';

@ApiTags('timesheet')
@ApiBearerAuth()
@Controller('api/timesheet')
export class TimesheetHistoryController {
  constructor(private readonly history: TimesheetHistoryService) {}

  @Get('history')
  @RequirePermission('timesheet', 'visible')
  @ApiOperation({
    operationId: 'getTimesheetHistory',
    summary:
      'A page of the changes to one day of an employee’s timesheet (punches, punch pairs, shifts, pay cards), newest first: who, when, why, before and after',
  })
  @ApiOkResponse({ type: TimesheetHistoryPage })
  ofDay(@CurrentActor() actor: Actor, @Query() query: TimesheetHistoryQuery): Promise<Page<TimesheetChange>> {
    return this.history.ofDay(actor, query);
  }
}
