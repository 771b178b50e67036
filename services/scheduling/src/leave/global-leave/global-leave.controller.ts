import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { GlobalLeaveAnswer } from './global-leave.answers.js';
import { GlobalLeaveRequest } from './global-leave.request.js';
import { GlobalLeaveService } from './global-leave.service.js';

@ApiTags('leave')
@ApiBearerAuth()
@Controller('global-leave')
export class GlobalLeaveController {
  constructor(private readonly globalLeave: GlobalLeaveService) {}

  @Post('save')
  @HttpCode(200)
  @RequirePermission('leave', 'approve')
  @ApiOperation({
    operationId: 'saveGlobalLeave',
    summary:
      'A leave for each employee named or of the department: answers messageSuccess (who got it) and messageError (who did not, and why: an off day, an existing leave, a closed period, …), with added and refused. Refusals of the whole order: noTargets, tooManyEmployees, noEmployee, noDepartment, noEmployees, notLeaveType, toTimeNotLater',
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: GlobalLeaveAnswer })
  save(@CurrentActor() actor: Actor, @Body() body: GlobalLeaveRequest): Promise<GlobalLeaveAnswer> {
    return this.globalLeave.save(actor, body);
  }
}
