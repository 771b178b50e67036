import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { MessageAnswer } from '../company/company.answers.js';
import { EmployeeSaveAnswer } from './employee.answers.js';
import { EmployeeFormService } from './employee-form.service.js';
import { EmployeeSaveRequest, EmployeeStatusRequest } from './employee-save.request.js';

/** The legacy employee saves (spec 000 §7), form-encoded or JSON. */
@ApiTags('employees')
@ApiBearerAuth()
@Controller('employee')
export class EmployeeSaveController {
  constructor(private readonly form: EmployeeFormService) {}

  @Post('save-without-photo')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'saveEmployee',
    summary:
      'Create or edit an employee; refusals: userEmailExit, employeeNumerExit, employeePayIdExit, noCompany, noDepartment, noPaygroup, licenses, licensesApp',
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ type: EmployeeSaveAnswer })
  async save(@CurrentActor() actor: Actor, @Body() body: EmployeeSaveRequest): Promise<EmployeeSaveAnswer> {
    const employeeId = await this.form.save(actor, body);
    return { message: 'success', employeeId, hasCrossMidnightTs: false };
  }

  @Post('saveStatus')
  @HttpCode(200)
  @RequirePermission('employee', 'update')
  @ApiOperation({
    operationId: 'saveEmployeeStatus',
    summary:
      'Change an employee’s status (id: the user id, or the employee id); refusals: licenses, noDepartment, employeeClockIdExit',
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ type: MessageAnswer })
  async saveStatus(@CurrentActor() actor: Actor, @Body() body: EmployeeStatusRequest): Promise<MessageAnswer> {
    await this.form.changeStatus(actor, body);
    return { message: 'success' };
  }
}
