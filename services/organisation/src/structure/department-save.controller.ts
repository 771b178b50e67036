import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor } from '@rollcall/platform';
import { MessageAnswer } from '../company/company.answers.js';
import { DepartmentDeleteRequest, DepartmentSaveRequest } from './department-save.request.js';
import { DepartmentsService } from './departments.service.js';
import { DepartmentSaveAnswer } from './structure.answers.js';

/** The legacy structure saves (spec 000 §7). Permissions depend on the node's level, so the service checks them. */
@ApiTags('structure')
@ApiBearerAuth()
@Controller('department')
export class DepartmentSaveController {
  constructor(private readonly departments: DepartmentsService) {}

  @Post('save')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'saveDepartment',
    summary:
      'Create a node under `parent` (one level below it) or edit node `id`; refusals: existName, existCode, existPunchCode, missingPunchCode, hasEmployee, noCompanyStructure',
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ type: DepartmentSaveAnswer })
  async save(@CurrentActor() actor: Actor, @Body() body: DepartmentSaveRequest): Promise<DepartmentSaveAnswer> {
    const id = await this.departments.save(actor, body);
    return { message: 'success', departmentVo: { id } };
  }

  @Post('delete')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'deleteDepartments',
    summary: 'Delete nodes, all or none; refusals: hasChildren, hasEmployee',
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ type: MessageAnswer })
  async delete(@CurrentActor() actor: Actor, @Body() body: DepartmentDeleteRequest): Promise<MessageAnswer> {
    await this.departments.delete(actor, body.ids);
    return { message: 'success' };
  }
}
