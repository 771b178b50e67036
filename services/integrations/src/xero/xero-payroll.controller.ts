import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { XeroSyncAnswer } from './xero-sync.answers.js';
import { XeroSyncService } from './xero-sync.service.js';

@ApiTags('xero')
@ApiBearerAuth()
@Controller('payrolltransfer')
export class XeroPayrollController {
  constructor(private readonly syncs: XeroSyncService) {}

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
}
