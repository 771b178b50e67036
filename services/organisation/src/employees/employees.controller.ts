import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { EmployeeDetail } from './employee-detail.js';
import { EmployeeListRow } from './employee-list-row.js';
import { EmployeesService } from './employees.service.js';
import { ListEmployeesQuery } from './list-employees.query.js';

@ApiTags('employees')
@ApiBearerAuth()
@Controller('api/employees')
export class EmployeesController {
  constructor(private readonly employees: EmployeesService) {}

  @Get()
  @RequirePermission('timesheet', 'visible')
  @ApiOperation({ operationId: 'listEmployees', summary: 'Employees of the caller’s company, sorted by first name' })
  @ApiOkResponse({ type: EmployeeListRow, isArray: true })
  list(@CurrentActor() actor: Actor, @Query() query: ListEmployeesQuery): Promise<EmployeeListRow[]> {
    return this.employees.list(actor.companyId, {
      ...(query.employeeStatus ? { employeeStatus: query.employeeStatus } : {}),
      ...(query.departmentIds ? { departmentIds: query.departmentIds } : {}),
    });
  }

  @Get(':id')
  @RequirePermission('timesheet', 'visible')
  @ApiOperation({ operationId: 'getEmployee', summary: 'One employee of the caller’s company' })
  @ApiOkResponse({ type: EmployeeDetail })
  get(@CurrentActor() actor: Actor, @Param('id', new ParseUUIDPipe()) id: string): Promise<EmployeeDetail> {
    return this.employees.get(actor.companyId, id);
  }
}
