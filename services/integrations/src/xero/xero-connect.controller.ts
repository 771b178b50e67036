import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, Public, RequirePermission } from '@rollcall/platform';
import type { Response } from 'express';
import { XeroAuthorizationAnswer, XeroStatusAnswer } from './xero-connect.answers.js';
import { XeroCallbackQuery } from './xero-connect.query.js';
import { XeroConnectService } from './xero-connect.service.js';
import { XERO_CONFIG, type XeroConfig } from './xero-config.js';

@ApiTags('xero')
@Controller()
export class XeroConnectController {
  constructor(
    private readonly connect: XeroConnectService,
    @Inject(XERO_CONFIG) private readonly config: XeroConfig,
  ) {}

  @Get('payrolltransfer/RequestAuthorization')
  @ApiBearerAuth()
  @RequirePermission('payroll', 'update')
  @ApiOperation({
    operationId: 'requestXeroAuthorization',
    summary:
      "Starts connecting the company to Xero: the address of Xero's authorization page, with a single-use state " +
      '(10 minutes) that the callback checks; the console navigates there',
  })
  @ApiOkResponse({ type: XeroAuthorizationAnswer })
  async requestAuthorization(@CurrentActor() actor: Actor): Promise<XeroAuthorizationAnswer> {
    return { url: await this.connect.start(actor.companyId, actor.userId) };
  }

  @Get('api/xero/callback')
  @Public()
  @ApiOperation({
    operationId: 'xeroCallback',
    summary:
      'Where Xero sends the browser back (no bearer token: the state is the credential). Stores the tokens of ' +
      'every tenant granted, encrypted, and redirects to the Payroll Transfer page; 400 for an unknown, used or ' +
      'expired state',
  })
  async callback(@Query() query: XeroCallbackQuery, @Res() response: Response): Promise<void> {
    const outcome = await this.connect.finish(query);
    response.redirect(302, `${this.config.consoleUrl}/#/payrolltransfer/list?xero=${outcome}`);
  }

  @Get('api/xero/status')
  @ApiBearerAuth()
  @RequirePermission('company', 'visible')
  @ApiOperation({
    operationId: 'xeroStatus',
    summary: 'Whether the company is connected to Xero, to which tenants, and whether it must connect again',
  })
  @ApiOkResponse({ type: XeroStatusAnswer })
  status(@CurrentActor() actor: Actor): Promise<XeroStatusAnswer> {
    return this.connect.status(actor.companyId);
  }
}
