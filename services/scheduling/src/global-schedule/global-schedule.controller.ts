import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { GlobalScheduleGenerateAnswer, GlobalScheduleVerifyAnswer } from './global-schedule.answers.js';
import { GlobalScheduleRequest } from './global-schedule.request.js';
import { GlobalScheduleService } from './global-schedule.service.js';

@ApiTags('global schedule')
@ApiBearerAuth()
@Controller('globalschedule')
export class GlobalScheduleController {
  constructor(private readonly globalSchedule: GlobalScheduleService) {}

  @Post('verify')
  @HttpCode(200)
  @RequirePermission('schedule', 'update')
  @ApiOperation({
    operationId: 'verifyGlobalSchedule',
    summary:
      'The conflicts a global schedule would have with the days before and after (Schedule time conflicts), and how many existing days it overwrites; nothing is written. Refusals: noEmployee, noDepartment, noEmployees, periodClosed',
  })
  @ApiOkResponse({ type: GlobalScheduleVerifyAnswer })
  verify(@CurrentActor() actor: Actor, @Body() body: GlobalScheduleRequest): Promise<GlobalScheduleVerifyAnswer> {
    return this.globalSchedule.verify(actor, body);
  }

  @Post('generate')
  @HttpCode(200)
  @RequirePermission('schedule', 'update')
  @ApiOperation({
    operationId: 'generateGlobalSchedule',
    summary:
      'Sets the day (sections or off day) for every employee of the order, overwriting what they had; all or nothing. Refusals: noEmployee, noDepartment, noEmployees, periodClosed, scheduleConflicts (with the conflict rows)',
  })
  @ApiOkResponse({ type: GlobalScheduleGenerateAnswer })
  generate(@CurrentActor() actor: Actor, @Body() body: GlobalScheduleRequest): Promise<GlobalScheduleGenerateAnswer> {
    return this.globalSchedule.generate(actor, body);
  }
}
