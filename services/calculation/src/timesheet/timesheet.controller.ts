import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { GetPunchRecordsQuery } from './get-punch-records.query.js';
import { PeriodResponse } from './period-response.js';
import { PayTypesByMonth } from './pay-types-by-month.js';
import { PayTypesByMonthQuery } from './pay-types-by-month.query.js';
import { TimesheetPayPeriod, TimesheetPayPeriodQuery } from './timesheet-pay-period.js';
import { TimesheetService } from './timesheet.service.js';

@ApiTags('timesheet')
@ApiBearerAuth()
@Controller('api/timesheet')
export class TimesheetController {
  constructor(private readonly timesheets: TimesheetService) {}

  @Get('getPunchRecords')
  @RequirePermission('timesheet', 'visible')
  @ApiOperation({
    operationId: 'getPunchRecords',
    summary: 'An employee’s calculated days, punch pairs and pay-type totals',
  })
  @ApiOkResponse({ type: PeriodResponse })
  getPunchRecords(@CurrentActor() actor: Actor, @Query() query: GetPunchRecordsQuery): Promise<PeriodResponse> {
    return this.timesheets.punchRecords(actor, query.employeeId, query.fromT, query.endT, query.awaiting);
  }

  @Get('pay-period')
  @RequirePermission('timesheet', 'visible')
  @ApiOperation({
    operationId: 'getTimesheetPayPeriod',
    summary:
      'The pay period around a date for an employee (the leave list’s Timesheet link): its first and last day; the week without a pay group',
  })
  @ApiOkResponse({ type: TimesheetPayPeriod })
  payPeriod(@CurrentActor() actor: Actor, @Query() query: TimesheetPayPeriodQuery): Promise<TimesheetPayPeriod> {
    return this.timesheets.payPeriodAround(actor, query.employeeId, query.date);
  }

  @Get('paytype-by-month')
  @RequirePermission('timesheet', 'visible')
  @ApiOperation({
    operationId: 'getPayTypesByMonth',
    summary:
      'An employee’s pay-type totals over a calendar month: calculated minutes or units and the units of the pay cards starting in the month',
  })
  @ApiOkResponse({ type: PayTypesByMonth })
  payTypesByMonth(@CurrentActor() actor: Actor, @Query() query: PayTypesByMonthQuery): Promise<PayTypesByMonth> {
    return this.timesheets.payTypesByMonth(actor, query);
  }
}
