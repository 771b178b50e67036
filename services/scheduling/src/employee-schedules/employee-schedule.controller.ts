import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, MessageAnswer, RequirePermission } from '@rollcall/platform';
import { EmployeeScheduleAnswer } from './employee-schedule.answers.js';
import { EmployeeCustomScheduleRequest, EmployeeScheduleSearchRequest } from './employee-schedule.requests.js';
import { CustomSchedulesService } from './custom-schedules.service.js';

@ApiTags('schedules')
@ApiBearerAuth()
@Controller('schedule')
export class EmployeeScheduleController {
  constructor(private readonly schedules: CustomSchedulesService) {}

  @Post('searchEmployeeSchedule')
  @HttpCode(200)
  @RequirePermission('schedule', 'visible')
  @ApiOperation({
    operationId: 'searchEmployeeSchedule',
    summary: 'An employee’s schedule day by day over at most 62 days, with the closed pay periods it touches',
  })
  @ApiOkResponse({ type: EmployeeScheduleAnswer })
  search(@CurrentActor() actor: Actor, @Body() body: EmployeeScheduleSearchRequest): Promise<EmployeeScheduleAnswer> {
    return this.schedules.search(actor, body.employeeId, body.startDate, body.endDate);
  }

  @Post('saveEmployeeCustomSchedule')
  @HttpCode(200)
  @RequirePermission('schedule', 'update')
  @ApiOperation({
    operationId: 'saveEmployeeCustomSchedule',
    summary:
      'Save the modified days of an employee’s schedule, as set by hand; refusals: periodClosed, noEmployee, field rules',
  })
  @ApiOkResponse({ type: MessageAnswer })
  async save(@CurrentActor() actor: Actor, @Body() body: EmployeeCustomScheduleRequest): Promise<MessageAnswer> {
    await this.schedules.save(actor, body.employeeId, body.ruleVos);
    return { message: 'success' };
  }
}
