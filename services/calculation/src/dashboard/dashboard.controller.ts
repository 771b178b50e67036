import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, type Page, RequirePermission } from '@rollcall/platform';
import {
  DashboardEmployeeInfo,
  DashboardEmployeePage,
  type DashboardEmployeeRow,
  LastPunchAnswer,
  PunchStatusAnswer,
} from './dashboard.answers.js';
import { DashboardEmployeesQuery, EmployeeIdParam, EmployeeIdsQuery } from './dashboard.query.js';
import { DashboardService } from './dashboard.service.js';

@ApiTags('dashboard')
@ApiBearerAuth()
@Controller()
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('api/dashboard/employees')
  @RequirePermission('timesheet', 'visible')
  @ApiOperation({
    operationId: 'dashboardEmployees',
    summary: 'The dashboard’s employees, a page at a time, with their punch status now',
  })
  @ApiOkResponse({ type: DashboardEmployeePage })
  employees(
    @CurrentActor() actor: Actor,
    @Query() query: DashboardEmployeesQuery,
  ): Promise<Page<DashboardEmployeeRow>> {
    return this.dashboard.employees(actor, query);
  }

  @Get('api/dashboard/employee-info')
  @RequirePermission('timesheet', 'visible')
  @ApiOperation({
    operationId: 'dashboardEmployeeInfo',
    summary: 'Next scheduled time, last punch’s job and position, and punch status of the listed employees',
  })
  @ApiOkResponse({ type: DashboardEmployeeInfo, isArray: true })
  employeeInfo(@CurrentActor() actor: Actor, @Query() query: EmployeeIdsQuery): Promise<DashboardEmployeeInfo[]> {
    return this.dashboard.employeeInfo(actor, query.employeeIds);
  }

  @Get('api/punches/status')
  @RequirePermission('timesheet', 'visible')
  @ApiOperation({ operationId: 'punchStatuses', summary: 'The punch status (In, Out, Leave, NoPunch) of employees' })
  @ApiOkResponse({ type: PunchStatusAnswer, isArray: true })
  statuses(@CurrentActor() actor: Actor, @Query() query: EmployeeIdsQuery): Promise<PunchStatusAnswer[]> {
    return this.dashboard.statuses(actor, query.employeeIds);
  }

  @Get('api/punches/status/:employeeId')
  @RequirePermission('timesheet', 'visible')
  @ApiOperation({ operationId: 'punchStatus', summary: 'One employee’s punch status' })
  @ApiOkResponse({ type: PunchStatusAnswer })
  async status(@CurrentActor() actor: Actor, @Param() params: EmployeeIdParam): Promise<PunchStatusAnswer> {
    const one = await this.dashboard.one(actor, params.employeeId);
    return { employeeId: one.employeeId, status: one.status };
  }

  @Get('api/punches/last-punch')
  @RequirePermission('timesheet', 'visible')
  @ApiOperation({ operationId: 'lastPunches', summary: 'The last punch (of the last three days) of employees' })
  @ApiOkResponse({ type: LastPunchAnswer, isArray: true })
  lastPunches(@CurrentActor() actor: Actor, @Query() query: EmployeeIdsQuery): Promise<LastPunchAnswer[]> {
    return this.dashboard.lastPunches(actor, query.employeeIds);
  }

  @Get('api/punches/last-punch/:employeeId')
  @RequirePermission('timesheet', 'visible')
  @ApiOperation({ operationId: 'lastPunch', summary: 'One employee’s last punch (of the last three days)' })
  @ApiOkResponse({ type: LastPunchAnswer })
  lastPunch(@CurrentActor() actor: Actor, @Param() params: EmployeeIdParam): Promise<LastPunchAnswer> {
    return this.dashboard.one(actor, params.employeeId);
  }
}
