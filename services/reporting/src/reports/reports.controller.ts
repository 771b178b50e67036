import { Body, Controller, HttpCode, Param, Post, type StreamableFile } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermission } from '@rollcall/platform';
import { REPORT_CATALOGUE, REPORT_CONDITION_CLASSES } from './report-catalogue.js';
import { ReportsService } from './reports.service.js';

@ApiTags('reports')
@ApiBearerAuth()
@ApiExtraModels(...REPORT_CONDITION_CLASSES)
@Controller('api/reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post(':name')
  @HttpCode(200)
  @RequirePermission('report', 'visible')
  @ApiOperation({
    operationId: 'runReport',
    summary: 'Runs a report with its conditions and answers the PDF (docs/api.md "Reports")',
  })
  @ApiParam({ name: 'name', enum: [...REPORT_CATALOGUE.keys()] })
  @ApiBody({ schema: { oneOf: REPORT_CONDITION_CLASSES.map((c) => ({ $ref: getSchemaPath(c) })) } })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'the report', schema: { type: 'string', format: 'binary' } })
  run(@CurrentActor() actor: Actor, @Param('name') name: string, @Body() body: unknown): Promise<StreamableFile> {
    return this.reports.pdf(actor, name, body);
  }
}
