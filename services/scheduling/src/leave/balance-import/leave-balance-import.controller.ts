import {
  Body,
  Controller,
  Get,
  HttpCode,
  PayloadTooLargeException,
  Post,
  Query,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, refusal, RequirePermission, UploadRefusals, ApiFilePart } from '@rollcall/platform';
import { MAX_XLSX_BYTES } from '../../schedule-import/schedule-workbook.js';
import { LeaveMessageAnswer } from '../leave.answers.js';
import { LEAVE_BALANCE_IMPORT_ANSWERS, LeaveBalanceUploadAnswer } from './leave-balance-import.answers.js';
import { LeaveBalanceImportQuery } from './leave-balance-import.query.js';
import { LeaveBalanceImportService, type UploadedBalanceFile } from './leave-balance-import.service.js';
import { LeaveBalanceSettingsAnswer, LeaveBalanceSettingsRequest } from './leave-balance-settings.request.js';

export const LEAVE_BALANCE_FILE_FIELD = 'leavebalanceExcelFile';

const UPLOAD_REFUSALS = new UploadRefusals({
  tooLarge: () => new PayloadTooLargeException(LEAVE_BALANCE_IMPORT_ANSWERS.oversizedFile.text),
  noFile: () => refusal(LEAVE_BALANCE_IMPORT_ANSWERS, 'noFile'),
  unreadable: () => refusal(LEAVE_BALANCE_IMPORT_ANSWERS, 'unreadable'),
});

/** Leave balance settings and import (spec 002 §2 "Leave balance settings", §7). */
@ApiTags('leave balance import')
@ApiBearerAuth()
@Controller()
export class LeaveBalanceImportController {
  constructor(private readonly imports: LeaveBalanceImportService) {}

  @Get('api/leave-balance/settings')
  @RequirePermission('leaveBalance', 'visible')
  @ApiOperation({
    operationId: 'getLeaveBalanceSettings',
    summary: 'The leave balance import’s column mapping as saved, else the blank form (saved false), with the tip',
  })
  @ApiOkResponse({ type: LeaveBalanceSettingsAnswer })
  settings(@CurrentActor() actor: Actor): Promise<LeaveBalanceSettingsAnswer> {
    return this.imports.settings(actor);
  }

  @Post('leaveBalance/list')
  @HttpCode(200)
  @RequirePermission('leaveBalance', 'update')
  @ApiOperation({
    operationId: 'saveLeaveBalanceSettings',
    summary:
      'Saves the column mapping (docs/api.md “Leave balance import”). Refusals: noPayType, payTypeNotFound (404, also another company’s), notLeaveType, repeatedType (a pay type chosen twice)',
  })
  @ApiOkResponse({ type: LeaveMessageAnswer })
  saveSettings(
    @CurrentActor() actor: Actor,
    @Body() request: LeaveBalanceSettingsRequest,
  ): Promise<LeaveMessageAnswer> {
    return this.imports.saveSettings(actor, request);
  }

  @Post('api/leave-balance/upload')
  @HttpCode(200)
  @RequirePermission('leaveBalance', 'update')
  @UseInterceptors(
    UPLOAD_REFUSALS,
    FileInterceptor(LEAVE_BALANCE_FILE_FIELD, { limits: { fileSize: MAX_XLSX_BYTES, files: 1, fields: 10 } }),
  )
  @ApiOperation({
    operationId: 'uploadLeaveBalances',
    summary:
      'Imports leave balances from an .xls, .xlsx or .csv by the saved mapping, as of balanceDate (default today); pay IDs no employee has are listed in unmatchPayid with the warning; importing the same file again writes nothing. Refusals: noSetting, noFile, badFileType, unreadable (Failed to import Leave Balance.), oversizedFile',
  })
  @ApiFilePart(LEAVE_BALANCE_FILE_FIELD)
  @ApiOkResponse({ type: LeaveBalanceUploadAnswer })
  upload(
    @CurrentActor() actor: Actor,
    @Query() query: LeaveBalanceImportQuery,
    @UploadedFile() file: UploadedBalanceFile | undefined,
  ): Promise<LeaveBalanceUploadAnswer> {
    return this.imports.upload(actor, file, {
      dryRun: query.dryRun === 'true',
      balanceDate: query.balanceDate ?? null,
    });
  }
}
