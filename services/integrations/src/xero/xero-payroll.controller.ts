import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import type { Response } from 'express';
import { XeroExportAnswer } from './xero-export.answers.js';
import { XeroExportRequest } from './xero-export.request.js';
import { XeroExportService } from './xero-export.service.js';
import { XeroSyncAnswer } from './xero-sync.answers.js';
import { XeroSyncService } from './xero-sync.service.js';

@ApiTags('xero')
@ApiBearerAuth()
@Controller('payrolltransfer')
export class XeroPayrollController {
  constructor(
    private readonly syncs: XeroSyncService,
    private readonly exports: XeroExportService,
  ) {}

  @Post('syncXeroData')
  @HttpCode(200)
  @RequirePermission('payroll', 'update')
  @ApiOperation({
    operationId: 'syncXeroData',
    summary:
      "Reads the Xero organisation's earnings rates, pay run calendars and employees and matches the company's " +
      'pay types (by name, else code) and employees (by name) to them; organisation stores each xeroGuid. 409 ' +
      '`reconnect` when Xero refused the grant, 502 `xeroFailed` when Xero refused or could not be reached',
  })
  @ApiOkResponse({ type: XeroSyncAnswer })
  sync(@CurrentActor() actor: Actor): Promise<XeroSyncAnswer> {
    return this.syncs.sync(actor.companyId);
  }

  @Post('xeroApiPay')
  @HttpCode(200)
  @RequirePermission('payroll', 'update')
  @ApiOperation({
    operationId: 'xeroApiPay',
    summary:
      "Sends each closed period's calculated days to Xero Payroll: one timesheet per employee and period, a line " +
      'per date and earnings rate, replacing a draft Xero holds for the same employee and period. `reasons` lists ' +
      'what was not sent (an employee not in Xero, a pay type without an earnings rate, a period that is not a ' +
      'Xero pay period, a period not closed, a timesheet Xero has approved). 409 `reconnect` when Xero refused ' +
      'the grant, 409 `notConfigured` without Xero settings, 409 `exportRunning` while an export of the company ' +
      'runs, 502 `xeroFailed` when Xero refused or could not be reached. An export still running after ' +
      'XERO_EXPORT_ANSWER_SECONDS (default 20) is answered 202 with `running` and what it has sent so far, and ' +
      'goes on: its result (or failure) is written as a sync result (type Timesheets)',
  })
  @ApiOkResponse({ type: XeroExportAnswer })
  @ApiAcceptedResponse({
    type: XeroExportAnswer,
    description: 'the export goes on after the answer (`running`): its result is written as a sync result',
  })
  async exportTimesheets(
    @CurrentActor() actor: Actor,
    @Body() body: XeroExportRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<XeroExportAnswer> {
    const answer = await this.exports.start(actor.companyId, body);
    if (answer.running) response.status(202);
    return answer;
  }
}
