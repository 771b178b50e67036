import { Body, Controller, Get, HttpCode, Post, Query, Res, StreamableFile } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import type { Response } from 'express';
import { RecalculateAnswer } from '../recalculate/recalculate.request.js';
import { RecalculateService } from '../recalculate/recalculate.service.js';
import {
  CloseAnswer,
  CloseCheckAnswer,
  PayrollTransferPage,
  PeriodChangeAnswer,
  VerifyAnswer,
} from './payroll-transfer.answers.js';
import {
  PayrollExportQuery,
  PayrollTransferSearch,
  PeriodIdsQuery,
  PeriodIdsRequest,
  PeriodOpenRequest,
} from './payroll-transfer.request.js';
import { type ExportFile, PayrollExportService } from './payroll-export.service.js';
import { PayrollTransfersService } from './payroll-transfers.service.js';

const CSV_TYPE = 'text/csv; charset=utf-8';

function csvFile(file: ExportFile): StreamableFile {
  const bytes = Buffer.from(file.body, 'utf8');
  return new StreamableFile(bytes, {
    type: CSV_TYPE,
    length: bytes.length,
    disposition: `attachment; filename="${file.fileName}"`,
  });
}

/** The Payroll Transfer screen's calls (spec 002 §7; legacy paths, JSON or form-encoded bodies). */
@ApiTags('payroll-transfers')
@ApiBearerAuth()
@Controller()
export class PayrollTransfersController {
  constructor(
    private readonly transfers: PayrollTransfersService,
    private readonly exports: PayrollExportService,
    private readonly recalculate: RecalculateService,
  ) {}

  @Post('payrolltransfer/searchlist')
  @HttpCode(200)
  @RequirePermission('payroll', 'visible')
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOperation({
    operationId: 'searchPayrollTransfers',
    summary: 'A page of the pay periods (payroll transfers) by days: the Payroll Transfer table',
  })
  @ApiOkResponse({ type: PayrollTransferPage })
  searchList(@CurrentActor() actor: Actor, @Body() body: PayrollTransferSearch): Promise<PayrollTransferPage> {
    return this.transfers.search(actor, body);
  }

  @Get('api/payroll-transfers/search')
  @RequirePermission('payroll', 'visible')
  @ApiOperation({
    operationId: 'findPayrollTransfers',
    summary: 'A page of the pay periods by days (the same list as searchlist, as a query)',
  })
  @ApiOkResponse({ type: PayrollTransferPage })
  search(@CurrentActor() actor: Actor, @Query() query: PayrollTransferSearch): Promise<PayrollTransferPage> {
    return this.transfers.search(actor, query);
  }

  @Post('payrolltransfer/open')
  @HttpCode(200)
  @RequirePermission('payroll', 'update')
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOperation({ operationId: 'openPayrollTransfers', summary: 'Reopen closed pay periods, recording why' })
  @ApiOkResponse({ type: PeriodChangeAnswer })
  open(@CurrentActor() actor: Actor, @Body() body: PeriodOpenRequest): Promise<PeriodChangeAnswer> {
    return this.transfers.open(actor, body.ids, body.reason?.trim() || null);
  }

  @Get('api/payroll-transfers/close-check')
  @RequirePermission('payroll', 'visible')
  @ApiOperation({
    operationId: 'checkPayrollTransferClose',
    summary: 'What closing the periods would warn about (unreviewed exceptions) or be refused for (queued days)',
  })
  @ApiOkResponse({ type: CloseCheckAnswer })
  closeCheck(@CurrentActor() actor: Actor, @Query() query: PeriodIdsQuery): Promise<CloseCheckAnswer> {
    return this.transfers.closeCheck(actor, query.ids);
  }

  @Post('payrolltransfer/close')
  @HttpCode(200)
  @RequirePermission('payroll', 'update')
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOperation({
    operationId: 'closePayrollTransfers',
    summary:
      'Close pay periods: their totals are fixed with a chained SHA-256 digest; 409 recalculating while days are queued',
  })
  @ApiOkResponse({ type: CloseAnswer })
  close(@CurrentActor() actor: Actor, @Body() body: PeriodIdsRequest): Promise<CloseAnswer> {
    return this.transfers.close(actor, body.ids);
  }

  @Post('payrolltransfer/relcalculate')
  @HttpCode(200)
  @RequirePermission('payroll', 'update')
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOperation({
    operationId: 'recalculatePayrollTransfers',
    summary: 'Recalculate every employee of the periods’ pay groups over the periods (409 for a closed one)',
  })
  @ApiOkResponse({ type: RecalculateAnswer, description: 'done now' })
  @ApiAcceptedResponse({ type: RecalculateAnswer, description: 'queued: more than 500 employee-days' })
  async relcalculate(
    @CurrentActor() actor: Actor,
    @Body() body: PeriodIdsRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RecalculateAnswer> {
    const outcome = await this.recalculate.recalculatePeriods(actor, body.ids);
    response.status(outcome.status);
    return { message: outcome.message };
  }

  @Get('payrolltransfer/exportCSV')
  @RequirePermission('payroll', 'update')
  @ApiOperation({
    operationId: 'exportPayrollTransfers',
    summary: 'PayrollTransfer.csv: the periods’ totals in the company’s export template; marks them exported',
  })
  @ApiProduces(CSV_TYPE)
  @ApiOkResponse({ content: { [CSV_TYPE]: { schema: { type: 'string', format: 'binary' } } } })
  async exportCsv(@CurrentActor() actor: Actor, @Query() query: PayrollExportQuery): Promise<StreamableFile> {
    return csvFile(
      await this.exports.export(
        actor,
        { ids: query.id, departmentIds: query.departmentIds ?? [], template: query.template },
        false,
      ),
    );
  }

  @Get('payrolltransfer/exportAllowance')
  @RequirePermission('payroll', 'update')
  @ApiOperation({
    operationId: 'exportPayrollAllowances',
    summary: 'PayrollTransferAllowance.csv: the allowance pay types’ totals (the construction customer variant)',
  })
  @ApiProduces(CSV_TYPE)
  @ApiOkResponse({ content: { [CSV_TYPE]: { schema: { type: 'string', format: 'binary' } } } })
  async exportAllowance(@CurrentActor() actor: Actor, @Query() query: PayrollExportQuery): Promise<StreamableFile> {
    return csvFile(await this.exports.export(actor, { ids: query.id, departmentIds: query.departmentIds ?? [] }, true));
  }

  @Post('api/payroll-transfers/verify')
  @HttpCode(200)
  @RequirePermission('payroll', 'visible')
  @ApiOperation({
    operationId: 'verifyPayrollTransferCloses',
    summary: 'Recompute every close’s digest chain and the totals of the periods still closed; names any changed',
  })
  @ApiOkResponse({ type: VerifyAnswer })
  verify(@CurrentActor() actor: Actor): Promise<VerifyAnswer> {
    return this.transfers.verify(actor);
  }
}
