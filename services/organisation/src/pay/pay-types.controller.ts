import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { MessageAnswer } from '../company/company.answers.js';
import { PayTypeListQuery, PayTypePageQuery } from './pay-list.query.js';
import { NewPayTypeAnswer, PayTypeAnswer, PayTypePage, PayTypeSaveAnswer } from './pay-type.answer.js';
import { PayTypeDeleteRequest, PayTypeSaveRequest } from './pay-type-save.request.js';
import { PayTypesService } from './pay-types.service.js';

@ApiTags('pay')
@ApiBearerAuth()
@Controller('api/pay-types')
export class PayTypesController {
  constructor(private readonly payTypes: PayTypesService) {}

  @Get()
  @RequirePermission('payType', 'visible')
  @ApiOperation({ operationId: 'getPayTypes', summary: 'Pay types by name; filters status, isAllowance, isLeave' })
  @ApiOkResponse({ type: PayTypeAnswer, isArray: true })
  list(@CurrentActor() actor: Actor, @Query() query: PayTypeListQuery): Promise<PayTypeAnswer[]> {
    return this.payTypes.list(actor.companyId, query);
  }

  @Get('page')
  @RequirePermission('payType', 'visible')
  @ApiOperation({
    operationId: 'pagePayTypes',
    summary: 'A page of the pay types: sort and search by code, name, export code, daily hours, status, is leave',
  })
  @ApiOkResponse({ type: PayTypePage })
  page(@CurrentActor() actor: Actor, @Query() query: PayTypePageQuery): Promise<PayTypePage> {
    return this.payTypes.page(actor.companyId, query);
  }

  @Get('new')
  @RequirePermission('payType', 'create')
  @ApiOperation({
    operationId: 'getNewPayType',
    summary: 'The blank form of a new pay type: the defaults a save fills in',
  })
  @ApiOkResponse({ type: NewPayTypeAnswer })
  blank(): NewPayTypeAnswer {
    return this.payTypes.blank();
  }

  @Get(':id')
  @RequirePermission('payType', 'visible')
  @ApiOperation({ operationId: 'getPayType', summary: 'One pay type' })
  @ApiOkResponse({ type: PayTypeAnswer })
  detail(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<PayTypeAnswer> {
    return this.payTypes.detail(actor.companyId, id);
  }
}

/** The legacy pay type saves (spec 002 §7). */
@ApiTags('pay')
@ApiBearerAuth()
@Controller('paytype')
export class PayTypeSaveController {
  constructor(private readonly payTypes: PayTypesService) {}

  @Post('save')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'savePayType',
    summary:
      'Create a pay type or edit `id`; refusals: exist, incorrectNumberForm, allowanceAndLeave, codeNotEditable, convertModes',
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ type: PayTypeSaveAnswer })
  async save(@CurrentActor() actor: Actor, @Body() body: PayTypeSaveRequest): Promise<PayTypeSaveAnswer> {
    return { message: 'success', id: await this.payTypes.save(actor, body) };
  }

  @Post('delete')
  @HttpCode(200)
  @RequirePermission('payType', 'delete')
  @ApiOperation({
    operationId: 'deletePayTypes',
    summary: 'Delete pay types, all or none; refusals: systemDefault, inUse (msg names the uses)',
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ type: MessageAnswer })
  async delete(@CurrentActor() actor: Actor, @Body() body: PayTypeDeleteRequest): Promise<MessageAnswer> {
    await this.payTypes.delete(actor, body.ids);
    return { message: 'success' };
  }
}
