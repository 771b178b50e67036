import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { SelectDepartmentAnswer, SelectDepartmentRequest } from './department-filter.answers.js';
import { DepartmentFilterService } from './department-filter.service.js';

// GET /api/departments/selected is served by DepartmentsController: it has to be declared before that
// controller's GET /api/departments/:id, which would otherwise take the path.

@ApiTags('structure')
@ApiBearerAuth()
@Controller('api/departments/selected')
export class DepartmentFilterController {
  constructor(private readonly filter: DepartmentFilterService) {}

  @Post()
  @HttpCode(200)
  @RequirePermission('department', 'visible')
  @ApiOperation({
    operationId: 'selectDepartment',
    summary: 'Set the header’s department filter of the caller (null clears it); another company’s node is 404',
  })
  @ApiOkResponse({ type: SelectDepartmentAnswer })
  async select(@CurrentActor() actor: Actor, @Body() body: SelectDepartmentRequest): Promise<SelectDepartmentAnswer> {
    return { message: 'success', departmentId: await this.filter.select(actor, body.departmentId ?? null) };
  }
}
