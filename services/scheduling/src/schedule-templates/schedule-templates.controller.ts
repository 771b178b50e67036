import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  activeFilter,
  type Actor,
  CurrentActor,
  MessageAnswer,
  RequirePermission,
  StatusPageQuery,
} from '@rollcall/platform';
import { ScheduleSaveAnswer, ScheduleTemplateAnswer, ScheduleTemplatePage } from './schedule-template.answers.js';
import { ScheduleDeleteRequest, ScheduleSaveRequest } from './schedule-save.request.js';
import { ScheduleTemplatesService } from './schedule-templates.service.js';

@ApiTags('schedules')
@ApiBearerAuth()
@Controller()
export class ScheduleTemplatesController {
  constructor(private readonly templates: ScheduleTemplatesService) {}

  @Get('api/schedules')
  @RequirePermission('schedule', 'visible')
  @ApiOperation({
    operationId: 'pageScheduleTemplates',
    summary: 'A page of the company’s schedule templates: sort by name, startDate, periodType or status; search in all',
  })
  @ApiOkResponse({ type: ScheduleTemplatePage })
  page(@CurrentActor() actor: Actor, @Query() query: StatusPageQuery): Promise<ScheduleTemplatePage> {
    return this.templates.page(actor.companyId, activeFilter(query.status), query);
  }

  @Get('api/schedules/:id')
  @RequirePermission('schedule', 'visible')
  @ApiOperation({ operationId: 'getScheduleTemplate', summary: 'One schedule template with its day rules' })
  @ApiOkResponse({ type: ScheduleTemplateAnswer })
  get(@CurrentActor() actor: Actor, @Param('id', new ParseUUIDPipe()) id: string): Promise<ScheduleTemplateAnswer> {
    return this.templates.get(actor.companyId, id);
  }

  @Post('schedule/save')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'saveScheduleTemplate',
    summary:
      'Create (no id; schedule create) or edit a template (schedule update) and write its employees’ days; refusals: exist, timeclash, nextDay, payOnFinishDayConflicts, noEmployee, periodClosed',
  })
  @ApiOkResponse({ type: ScheduleSaveAnswer })
  async save(@CurrentActor() actor: Actor, @Body() body: ScheduleSaveRequest): Promise<ScheduleSaveAnswer> {
    return { message: 'success', ...(await this.templates.save(actor, body)) };
  }

  @Post('schedule/delete')
  @HttpCode(200)
  @RequirePermission('schedule', 'delete')
  @ApiOperation({
    operationId: 'deleteScheduleTemplates',
    summary: 'Delete templates; their employees’ future generated days are emptied (notFound: nothing deleted)',
  })
  @ApiOkResponse({ type: MessageAnswer })
  async delete(@CurrentActor() actor: Actor, @Body() body: ScheduleDeleteRequest): Promise<MessageAnswer> {
    await this.templates.delete(actor, body.ids);
    return { message: 'success' };
  }
}
