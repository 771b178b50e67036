import { Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, IDS_LIMIT, IdsQuery, peopleScopeOf, RequirePermission } from '@rollcall/platform';
import { EmployeeStatusChangeRow, LicenceCount, NextClockId } from './employee.answers.js';
import { EmployeeDetail } from './employee-detail.js';
import { EmployeeFormService } from './employee-form.service.js';
import { EmployeeListRow, EmployeeNeighbours, EmployeePage } from './employee-list-row.js';
import { EmployeesService } from './employees.service.js';
import type { Response } from 'express';
import { EmployeeListQuery, EmployeeNeighboursQuery, EmployeePageQuery } from './list-employees.query.js';

@ApiTags('employees')
@ApiBearerAuth()
@Controller('api/employees')
export class EmployeesController {
  constructor(
    private readonly employees: EmployeesService,
    private readonly form: EmployeeFormService,
  ) {}

  @Get()
  @RequirePermission('timesheet', 'visible')
  @ApiOperation({
    operationId: 'listEmployees',
    summary:
      'Employees of the caller’s company whose records they may see, sorted by first name: the first 1000, or the page asked for',
  })
  @ApiOkResponse({
    type: EmployeeListRow,
    isArray: true,
    headers: { 'X-Total-Count': { description: 'how many employees match (more than answered past the limit)' } },
  })
  async list(
    @CurrentActor() actor: Actor,
    @Query() query: EmployeeListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<EmployeeListRow[]> {
    const { rows, total } = await this.employees.list(
      actor.companyId,
      {
        ...(query.employeeStatus ? { employeeStatus: query.employeeStatus } : {}),
        ...(query.departmentIds ? { departmentIds: query.departmentIds } : {}),
        scope: peopleScopeOf(actor),
      },
      { ...(query.page ? { page: query.page } : {}), ...(query.pageSize ? { pageSize: query.pageSize } : {}) },
    );
    response.setHeader('X-Total-Count', String(total));
    return rows;
  }

  @Get('page')
  @RequirePermission('timesheet', 'visible')
  @ApiOperation({
    operationId: 'pageEmployees',
    summary: 'A page of the employees (same filters as the list): sort and search by every column; the pickers’ search',
  })
  @ApiOkResponse({ type: EmployeePage })
  page(@CurrentActor() actor: Actor, @Query() query: EmployeePageQuery): Promise<EmployeePage> {
    return this.employees.page(
      actor.companyId,
      {
        ...(query.employeeStatus ? { employeeStatus: query.employeeStatus } : {}),
        ...(query.departmentIds ? { departmentIds: query.departmentIds } : {}),
        scope: peopleScopeOf(actor),
      },
      query,
    );
  }

  @Get('by-ids')
  @RequirePermission('timesheet', 'visible')
  @ApiOperation({
    operationId: 'getEmployeesByIds',
    summary: `The employees named (at most ${IDS_LIMIT}, any status) whom the caller may see, by name: a picker’s chosen ones`,
  })
  @ApiOkResponse({ type: EmployeeListRow, isArray: true })
  @ApiBadRequestResponse({ description: `no ids, more than ${IDS_LIMIT}, or one that is no id` })
  byIds(@CurrentActor() actor: Actor, @Query() query: IdsQuery): Promise<EmployeeListRow[]> {
    return this.employees.byIds(actor.companyId, query.ids, peopleScopeOf(actor));
  }

  @Get('next-clock-id')
  @RequirePermission('employee', 'visible')
  @ApiOperation({ operationId: 'getNextClockId', summary: 'A clock id to prefill a new employee with' })
  @ApiOkResponse({ type: NextClockId })
  async nextClockId(@CurrentActor() actor: Actor): Promise<NextClockId> {
    return { clockId: await this.form.nextClockId(actor.companyId) };
  }

  @Get('user-count')
  @RequirePermission('employee', 'visible')
  @ApiOperation({
    operationId: 'getEmployeeLicenceCount',
    summary: 'Employee licences: used (Active employees) and total ("Subscribed License: N, Remaining: M")',
  })
  @ApiOkResponse({ type: LicenceCount })
  userCount(@CurrentActor() actor: Actor): Promise<LicenceCount> {
    return this.form.userCount(actor.companyId, false);
  }

  @Get('app-user-count')
  @RequirePermission('employee', 'visible')
  @ApiOperation({
    operationId: 'getAppLicenceCount',
    summary: 'Mobile app licences: used (Active employees with the app enabled) and total',
  })
  @ApiOkResponse({ type: LicenceCount })
  appUserCount(@CurrentActor() actor: Actor): Promise<LicenceCount> {
    return this.form.userCount(actor.companyId, true);
  }

  @Get(':id')
  @RequirePermission('timesheet', 'visible')
  @ApiOperation({ operationId: 'getEmployee', summary: 'One employee of the caller’s company, every form field' })
  @ApiOkResponse({ type: EmployeeDetail })
  get(@CurrentActor() actor: Actor, @Param('id', new ParseUUIDPipe()) id: string): Promise<EmployeeDetail> {
    return this.form.detail(actor, id);
  }

  @Get(':id/neighbours')
  @RequirePermission('timesheet', 'visible')
  @ApiOperation({
    operationId: 'getEmployeeNeighbours',
    summary:
      'The employees before and after one in the list (same filters and sort keys as the page; default lastName ascending), wrapping: the timesheet’s previous and next employee',
  })
  @ApiOkResponse({ type: EmployeeNeighbours })
  @ApiBadRequestResponse({ description: 'an unknown sort key' })
  neighbours(
    @CurrentActor() actor: Actor,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Query() query: EmployeeNeighboursQuery,
  ): Promise<EmployeeNeighbours> {
    return this.employees.neighbours(
      actor.companyId,
      {
        ...(query.employeeStatus ? { employeeStatus: query.employeeStatus } : {}),
        ...(query.departmentIds ? { departmentIds: query.departmentIds } : {}),
        scope: peopleScopeOf(actor),
      },
      id,
      query,
    );
  }

  @Get(':id/status-history')
  @RequirePermission('employee', 'visible')
  @ApiOperation({
    operationId: 'getEmployeeStatusHistory',
    summary: 'Every status change of the employee: who, when, why, before and after, oldest first',
  })
  @ApiOkResponse({ type: EmployeeStatusChangeRow, isArray: true })
  statusHistory(
    @CurrentActor() actor: Actor,
    @Param('id', new ParseUUIDPipe()) id: string,
  ): Promise<EmployeeStatusChangeRow[]> {
    return this.form.statusHistory(actor, id);
  }
}
