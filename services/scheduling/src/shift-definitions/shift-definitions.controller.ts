import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, MessageAnswer, PageQuery, RequirePermission } from '@rollcall/platform';
import { ShiftCreateRequest } from './shift-create.request.js';
import { ShiftDefinitionAnswer, ShiftDefinitionPage, ShiftSaveAnswer } from './shift-definitions.answers.js';
import { ShiftDefinitionsService } from './shift-definitions.service.js';
import { ShiftDeleteRequest, ShiftUpdateRequest } from './shift-update.request.js';

/** The roster's shift definitions (spec 001 §7 "Schedules and roster"). */
@ApiTags('roster')
@ApiBearerAuth()
@Controller()
export class ShiftDefinitionsController {
  constructor(private readonly shifts: ShiftDefinitionsService) {}

  @Get('api/shifts/page')
  @RequirePermission('schedule', 'visible')
  @ApiOperation({
    operationId: 'pageShiftDefinitions',
    summary:
      'A page of the shift definitions panel: by department name then start time; search in department, label and times',
  })
  @ApiOkResponse({ type: ShiftDefinitionPage })
  page(@CurrentActor() actor: Actor, @Query() query: PageQuery): Promise<ShiftDefinitionPage> {
    return this.shifts.page(actor.companyId, query);
  }

  @Get('api/shifts/:id')
  @RequirePermission('schedule', 'visible')
  @ApiOperation({ operationId: 'getShiftDefinition', summary: 'One shift definition of the caller’s company' })
  @ApiOkResponse({ type: ShiftDefinitionAnswer })
  get(@CurrentActor() actor: Actor, @Param('id', new ParseUUIDPipe()) id: string): Promise<ShiftDefinitionAnswer> {
    return this.shifts.get(actor.companyId, id);
  }

  @Post('standardshifts/newShift')
  @HttpCode(200)
  @RequirePermission('schedule', 'create')
  @ApiOperation({
    operationId: 'createShiftDefinition',
    summary: 'Create a shift definition; refusals: endNotLater, breakTooLong, noPosition',
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: ShiftSaveAnswer })
  async create(@CurrentActor() actor: Actor, @Body() body: ShiftCreateRequest): Promise<ShiftSaveAnswer> {
    return { message: 'success', id: await this.shifts.create(actor.companyId, body) };
  }

  @Post('standardshifts/updateBaseshift')
  @HttpCode(200)
  @RequirePermission('schedule', 'update')
  @ApiOperation({
    operationId: 'updateShiftDefinition',
    summary: 'Change a shift definition’s colour, label and break (nothing else); refusals: notFound, breakTooLong',
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: MessageAnswer })
  async update(@CurrentActor() actor: Actor, @Body() body: ShiftUpdateRequest): Promise<MessageAnswer> {
    await this.shifts.update(actor.companyId, body);
    return { message: 'success' };
  }

  @Post('standardshifts/delBaseshift')
  @HttpCode(200)
  @RequirePermission('schedule', 'delete')
  @ApiOperation({
    operationId: 'deleteShiftDefinition',
    summary: 'Delete a shift definition (days it was placed on keep their sections); refusal: notFound',
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: MessageAnswer })
  async delete(@CurrentActor() actor: Actor, @Body() body: ShiftDeleteRequest): Promise<MessageAnswer> {
    await this.shifts.delete(actor.companyId, body.id);
    return { message: 'success' };
  }
}
