import { ForbiddenException, Inject, Injectable, NotFoundException, StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isAllowed } from '@rollcall/contracts';
import { type Actor, createValidationPipe, ROOT_LOGGER } from '@rollcall/platform';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { REPORTING } from '../reporting.constants.js';
import { reportPdfStream } from './pdf/report-pdf-stream.js';
import { REPORT_CATALOGUE } from './report-catalogue.js';

export const NO_SUCH_REPORT = (name: string) =>
  `There is no report named "${name}". Reports: ${[...REPORT_CATALOGUE.keys()].join(', ')}.`;

/** Runs a report of the catalogue: its conditions validated, its permission and scope checked, as a PDF stream. */
@Injectable()
export class ReportsService {
  private readonly validation = createValidationPipe();
  private readonly logger: Logger;

  constructor(
    @InjectDataSource(REPORTING) private readonly dataSource: DataSource,
    @Inject(ROOT_LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'reporting.reports' });
  }

  async pdf(actor: Actor, name: string, body: unknown): Promise<StreamableFile> {
    const report = REPORT_CATALOGUE.get(name);
    if (!report) throw new NotFoundException(NO_SUCH_REPORT(name));
    const [resource, action] = report.permission;
    if (!isAllowed(actor.role, resource, action)) {
      throw new ForbiddenException('You do not have permission to run this report.');
    }
    const conditions = (await this.validation.transform(body ?? {}, {
      type: 'body',
      metatype: report.conditions,
    })) as object;
    const opened = await report.open(this.dataSource, actor, conditions);
    return new StreamableFile(await reportPdfStream(opened, this.logger), {
      type: 'application/pdf',
      disposition: `attachment; filename="${opened.fileName}.pdf"`,
    });
  }
}
