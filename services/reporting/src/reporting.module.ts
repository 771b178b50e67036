import { Module } from '@nestjs/common';
import { OutboxModule, ServiceDatabaseModule } from '@rollcall/platform';

/** Reports, scheduled e-mailed reports and dashboard counts. Its schema, outbox and inbox exist from the first release; its areas arrive with their issues. */
@Module({
  imports: [
    ServiceDatabaseModule.forService({ service: 'reporting', schema: 'reporting', entities: [], migrations: [] }),
    OutboxModule.forService('reporting'),
  ],
})
export class ReportingModule {}
