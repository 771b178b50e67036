import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { ScheduleMailRunAnswer, SendEmployeeEmailAnswer } from './send-employee-email.answer.js';
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
      'E-mails each chosen employee their schedule of the dates, HTML with a plain-text part (the roster’s Send All and per-employee icon); Send All goes on in the background past SEND_ALL_WAIT_MS (status sending, runId)',
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: SendEmployeeEmailAnswer })
  send(@CurrentActor() actor: Actor, @Body() body: SendEmployeeEmailRequest): Promise<SendEmployeeEmailAnswer> {
    return this.mail.send(actor, body);
  }
}

/** A Send All's progress (POST /standardshifts/sendEmployeeEmail answers its runId). */
@ApiTags('roster')
@ApiBearerAuth()
@Controller('api/schedule-mails')
export class ScheduleMailRunsController {
  constructor(private readonly mail: ScheduleMailService) {}

  @Get(':id')
  @RequirePermission('schedule', 'update')
  @ApiOperation({
    operationId: 'getScheduleMailRun',
    summary:
      'A Send All as it stands: sending (with how many are sent so far), done (the spec’s answer), or interrupted',
  })
  @ApiOkResponse({ type: ScheduleMailRunAnswer })
  run(@CurrentActor() actor: Actor, @Param('id', new ParseUUIDPipe()) id: string): Promise<ScheduleMailRunAnswer> {
    return this.mail.run(actor, id);
  }
}
