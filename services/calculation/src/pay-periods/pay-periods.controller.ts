import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { PayPeriodAnswer } from './pay-period.answer.js';
import { PayPeriodChangeBody, PayPeriodIdParams } from './pay-period-change.request.js';
import { ListPayPeriodsQuery } from './pay-period-list.query.js';
import { PayPeriodsService } from './pay-periods.service.js';

@ApiTags('pay-periods')
@ApiBearerAuth()
@Controller('api/pay-periods')
export class PayPeriodsController {
  constructor(private readonly payPeriods: PayPeriodsService) {}

  @Get()
  @RequirePermission('payroll', 'visible')
  @ApiOperation({ operationId: 'listPayPeriods', summary: 'Pay periods (payroll transfers) of the company' })
  @ApiOkResponse({ type: PayPeriodAnswer, isArray: true })
  list(@CurrentActor() actor: Actor, @Query() query: ListPayPeriodsQuery): Promise<PayPeriodAnswer[]> {
    return this.payPeriods.list(actor, query.paygroupId, query.days);
  }

  @Post(':id/close')
  @HttpCode(200)
  @RequirePermission('payroll', 'update')
  @ApiOperation({
    operationId: 'closePayPeriod',
    summary: 'Close a pay period: its days are no longer recalculated until it is reopened',
  })
  @ApiOkResponse({ type: PayPeriodAnswer })
  close(
    @CurrentActor() actor: Actor,
    @Param() params: PayPeriodIdParams,
    @Body() body: PayPeriodChangeBody,
  ): Promise<PayPeriodAnswer> {
    return this.payPeriods.setClosed(actor, params.id, true, body?.reason);
  }

  @Post(':id/open')
  @HttpCode(200)
  @RequirePermission('payroll', 'update')
  @ApiOperation({ operationId: 'openPayPeriod', summary: 'Reopen a closed pay period' })
  @ApiOkResponse({ type: PayPeriodAnswer })
  open(
    @CurrentActor() actor: Actor,
    @Param() params: PayPeriodIdParams,
    @Body() body: PayPeriodChangeBody,
  ): Promise<PayPeriodAnswer> {
    return this.payPeriods.setClosed(actor, params.id, false, body?.reason);
  }
}
