import {
  Controller,
  Get,
  HttpCode,
  PayloadTooLargeException,
  Post,
  Query,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, refusal, RequirePermission, UploadRefusals, ApiFilePart } from '@rollcall/platform';
import { SCHEDULE_TEMPLATE_FILE_NAME, scheduleTemplateWorkbook } from './schedule-import-template.js';
import { SCHEDULE_IMPORT_ANSWERS, ScheduleImportAnswer } from './schedule-import.answers.js';
import { ScheduleImportQuery } from './schedule-import.query.js';
import { ScheduleImportService, type UploadedScheduleFile } from './schedule-import.service.js';
import { MAX_XLSX_BYTES } from './schedule-workbook.js';

export const SCHEDULE_FILE_FIELD = 'uploadFile';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const SCHEDULE_UPLOAD_REFUSALS = new UploadRefusals({
  tooLarge: () => new PayloadTooLargeException(SCHEDULE_IMPORT_ANSWERS.oversizedFile.text),
  noFile: () => refusal(SCHEDULE_IMPORT_ANSWERS, 'noFile'),
  unreadable: () => refusal(SCHEDULE_IMPORT_ANSWERS, 'modelerror'),
});

@ApiTags('schedule import')
@ApiBearerAuth()
@Controller('schedule')
export class ScheduleImportController {
  constructor(private readonly imports: ScheduleImportService) {}

  @Post('uploadExl')
  @HttpCode(200)
  @RequirePermission('schedule', 'update')
  @UseInterceptors(
    SCHEDULE_UPLOAD_REFUSALS,
    FileInterceptor(SCHEDULE_FILE_FIELD, { limits: { fileSize: MAX_XLSX_BYTES, files: 1, fields: 10 } }),
  )
  @ApiOperation({
    operationId: 'importSchedule',
    summary:
      'Imports employees’ schedule days from an .xlsx or .xls in the template format (docs/api.md “Schedule import”); refused rows are listed with their reasons; days already as the file says are not written again. Refusals: noFile, badFileType, modelerror (Template format error.: nothing imported), oversizedFile',
  })
  @ApiFilePart(SCHEDULE_FILE_FIELD)
  @ApiOkResponse({ type: ScheduleImportAnswer })
  upload(
    @CurrentActor() actor: Actor,
    @Query() query: ScheduleImportQuery,
    @UploadedFile() file: UploadedScheduleFile | undefined,
  ): Promise<ScheduleImportAnswer> {
    return this.imports.import(actor, file, query.dryRun === 'true');
  }

  @Get('importTemplate')
  @RequirePermission('schedule', 'visible')
  @ApiOperation({
    operationId: 'downloadScheduleImportTemplate',
    summary: 'An example .xlsx in the schedule import template’s format, with rows that import as they read',
  })
  @ApiProduces(XLSX_TYPE)
  @ApiOkResponse({ content: { [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } } } })
  async template(): Promise<StreamableFile> {
    const bytes = await scheduleTemplateWorkbook();
    return new StreamableFile(bytes, {
      type: XLSX_TYPE,
      length: bytes.length,
      disposition: `attachment; filename="${SCHEDULE_TEMPLATE_FILE_NAME}"`,
    });
  }
}
