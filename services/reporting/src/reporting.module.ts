import { Module } from '@nestjs/common';
import { OutboxModule, ServiceDatabaseModule } from '@rollcall/platform';
import { ReportingReadModels1764300001400 } from './migrations/1764300001400-reporting-read-models.js';
import { ReadModelEventsController } from './read-models/read-model-events.controller.js';
import { ReadModelWriter } from './read-models/read-model-writer.js';
import { REPORTING } from './reporting.constants.js';
import { ReportsController } from './reports/reports.controller.js';
import { ReportsService } from './reports/reports.service.js';
import { ScheduleMailRuns1764400000301 } from './schedule-mail/1764400000301-schedule-mail-runs.js';
import { ScheduleMailController, ScheduleMailRunsController } from './schedule-mail/schedule-mail.controller.js';
import {
  loadScheduleMailSmtp,
  loadSendAllWaitMs,
  SCHEDULE_MAIL_SMTP,
  SEND_ALL_WAIT,
} from './schedule-mail/schedule-mail.config.js';
import { ScheduleMailService } from './schedule-mail/schedule-mail.service.js';
import { ScheduleMailer } from './schedule-mail/schedule-mailer.js';

/**
 * Reports (POST /api/reports/{name}, a PDF from a report definition over reporting's own read models), the roster's
 * e-mailed week (POST /standardshifts/sendEmployeeEmail, from the same read models), and later scheduled e-mailed
 * reports and dashboard counts.
 */
@Module({
  imports: [
    ServiceDatabaseModule.forService({
      service: REPORTING,
      schema: REPORTING,
      entities: [],
      migrations: [ReportingReadModels1764300001400, ScheduleMailRuns1764400000301],
    }),
    OutboxModule.forService(REPORTING),
  ],
  controllers: [ReadModelEventsController, ReportsController, ScheduleMailController, ScheduleMailRunsController],
  providers: [
    ReadModelWriter,
    ReportsService,
    { provide: SCHEDULE_MAIL_SMTP, useFactory: () => loadScheduleMailSmtp(process.env) },
    { provide: SEND_ALL_WAIT, useFactory: () => loadSendAllWaitMs(process.env) },
    ScheduleMailer,
    ScheduleMailService,
  ],
})
export class ReportingModule {}
