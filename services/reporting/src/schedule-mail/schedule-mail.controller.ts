import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { SendEmployeeEmailAnswer } from './send-employee-email.answer.js';
import { SendEmployeeEmailRequest } from './send-employee-email.request.js';
import { ScheduleMailService } from './schedule-mail.service.js';

@ApiTags('roster')
@ApiBearerAuth()
@Controller('standardshifts')
export class ScheduleMailController {
  constructor(private readonly mail: ScheduleMailService) {}

  @Post('sendEmployeeEmail')
  @HttpCode(200)
  @RequirePermission('schedule', 'update')
  @ApiOperation({
    operationId: 'sendEmployeeEmail',
    summary:
      'E-mails each chosen employee their schedule of the dates, HTML with a plain-text part (the roster’s Send All and per-employee icon)',
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: SendEmployeeEmailAnswer })
  send(@CurrentActor() actor: Actor, @Body() body: SendEmployeeEmailRequest): Promise<SendEmployeeEmailAnswer> {
    return this.mail.send(actor, body);
  }
}
