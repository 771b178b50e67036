import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission, StatusPageQuery } from '@rollcall/platform';
import { MessageAnswer } from '../company/company.answers.js';
import {
  NewPayGroupAnswer,
  PayGroupAnswer,
  PayGroupPage,
  PayGroupRulesAnswer,
  PayGroupSaveAnswer,
} from './pay-group.answer.js';
import { PayGroupDeleteRequest, PayGroupSaveRequest } from './pay-group-save.request.js';
import { PayGroupsService } from './pay-groups.service.js';
import { PayGroupListQuery } from './pay-list.query.js';

@ApiTags('pay')
@ApiBearerAuth()
@Controller('api/pay-groups')
export class PayGroupsController {
  constructor(private readonly payGroups: PayGroupsService) {}

  @Get()
  @RequirePermission('payGroup', 'visible')
  @ApiOperation({ operationId: 'getPayGroups', summary: 'Pay groups by name; filter status' })
  @ApiOkResponse({ type: PayGroupAnswer, isArray: true })
  list(@CurrentActor() actor: Actor, @Query() query: PayGroupListQuery): Promise<PayGroupAnswer[]> {
    return this.payGroups.list(actor.companyId, query.status);
  }

  @Get('page')
  @RequirePermission('payGroup', 'visible')
  @ApiOperation({
    operationId: 'pagePayGroups',
    summary: 'A page of the pay groups: sort and search by name and status',
  })
  @ApiOkResponse({ type: PayGroupPage })
  page(@CurrentActor() actor: Actor, @Query() query: StatusPageQuery): Promise<PayGroupPage> {
    return this.payGroups.page(actor.companyId, query);
  }

  @Get('new')
  @RequirePermission('payGroup', 'create')
  @ApiOperation({
    operationId: 'getNewPayGroup',
    summary: "The blank form of a new pay group: the defaults a save fills in, starting today in the company's zone",
  })
  @ApiOkResponse({ type: NewPayGroupAnswer })
  blank(@CurrentActor() actor: Actor): Promise<NewPayGroupAnswer> {
    return this.payGroups.blank(actor.companyId);
  }

  @Post('rules')
  @HttpCode(200)
  @RequirePermission('payGroup', 'update')
  @ApiOperation({
    operationId: 'payGroupRules',
    summary:
      "The engine's rules the pay group form would save (the body of POST /paygroup/save), for the what-if preview " +
      '(POST /api/pay-periods/preview): checked as a save checks them (400 naming the field), nothing stored',
  })
  @ApiOkResponse({ type: PayGroupRulesAnswer })
  async rules(@CurrentActor() actor: Actor, @Body() body: PayGroupSaveRequest): Promise<PayGroupRulesAnswer> {
    return { rules: { ...(await this.payGroups.rules(actor.companyId, body)) } };
  }

  @Get(':id')
  @RequirePermission('payGroup', 'visible')
  @ApiOperation({ operationId: 'getPayGroup', summary: 'One pay group, every field' })
  @ApiOkResponse({ type: PayGroupAnswer })
  detail(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<PayGroupAnswer> {
    return this.payGroups.detail(actor.companyId, id);
  }
}

/** The legacy pay group saves (spec 002 §7). */
@ApiTags('pay')
@ApiBearerAuth()
@Controller('paygroup')
export class PayGroupSaveController {
  constructor(private readonly payGroups: PayGroupsService) {}

  @Post('save')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'savePayGroup',
    summary: 'Create a pay group or edit `id`; refusals: exist, payOnFinishDayConflicts, invalidPayType, field rules',
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ type: PayGroupSaveAnswer })
  async save(@CurrentActor() actor: Actor, @Body() body: PayGroupSaveRequest): Promise<PayGroupSaveAnswer> {
    return { message: 'success', id: await this.payGroups.save(actor, body) };
  }

  @Post('delete')
  @HttpCode(200)
  @RequirePermission('payGroup', 'delete')
  @ApiOperation({
    operationId: 'deletePayGroups',
    summary:
      "Delete pay groups, all or none; refusal inUse: msg '{names} are not deleted, because it's in use for employees.'",
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ type: MessageAnswer })
  async delete(@CurrentActor() actor: Actor, @Body() body: PayGroupDeleteRequest): Promise<MessageAnswer> {
    await this.payGroups.delete(actor, body.ids);
    return { message: 'success' };
  }
}
