import { Module } from '@nestjs/common';
import { OutboxModule, ServiceDatabaseModule } from '@rollcall/platform';

/** Payroll and accounting connectors (Xero, MYOB Advanced, SAP, WorkflowMax, GreenTree, AX) and sync results. Its schema, outbox and inbox exist from the first release; its areas arrive with their issues. */
@Module({
  imports: [
    ServiceDatabaseModule.forService({ service: 'integrations', schema: 'integrations', entities: [], migrations: [] }),
    OutboxModule.forService('integrations'),
  ],
})
export class IntegrationsModule {}
