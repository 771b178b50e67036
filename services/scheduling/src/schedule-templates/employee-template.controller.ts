import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { assertReachesAll, employeesOfCompany } from '../access/scheduled-employees.js';
import { SCHEDULING } from '../scheduling.constants.js';

/** The schedule template an employee is assigned to (at most one), as the timesheet's User Info card names it. */
export class EmployeeScheduleTemplate {
  @ApiProperty() employeeId!: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'null: on no template' }) templateId!:
    string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) templateName!: string | null;
}

@ApiTags('schedules')
@ApiBearerAuth()
@Controller('api/schedules/employee')
export class EmployeeTemplateController {
  constructor(@InjectDataSource(SCHEDULING) private readonly dataSource: DataSource) {}

  @Get(':employeeId')
  @RequirePermission('timesheet', 'visible')
  @ApiOperation({
    operationId: 'getEmployeeScheduleTemplate',
    summary:
      'The schedule template an employee is assigned to (the timesheet’s Schedule); noEmployee 404, 403 outside the caller’s people',
  })
  @ApiOkResponse({ type: EmployeeScheduleTemplate })
  async get(
    @CurrentActor() actor: Actor,
    @Param('employeeId', new ParseUUIDPipe()) employeeId: string,
  ): Promise<EmployeeScheduleTemplate> {
    const employees = await employeesOfCompany(this.dataSource, actor.companyId, [employeeId]);
    await assertReachesAll(this.dataSource, actor, employees.values());
    const [row] = (await this.dataSource.query(
      `SELECT t.id, t.name FROM "${SCHEDULING}".schedule_template_employees a
         JOIN "${SCHEDULING}".schedule_templates t ON t.id = a.template_id
        WHERE a.employee_id = $1 AND a.company_id = $2`,
      [employeeId, actor.companyId],
    )) as { id: string; name: string }[];
    return { employeeId, templateId: row?.id ?? null, templateName: row?.name ?? null };
  }
}
