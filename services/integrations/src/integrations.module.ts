import { Module } from '@nestjs/common';
import { OutboxModule, ServiceDatabaseModule } from '@rollcall/platform';
import { INTEGRATIONS } from './integrations.constants.js';
import { SyncResults1764200000800 } from './migrations/1764200000800-sync-results.js';
import { SyncResult } from './sync-results/sync-result.entity.js';
import { SyncResultsController } from './sync-results/sync-results.controller.js';
import { SyncResultsRecorder } from './sync-results/sync-results.recorder.js';
import { SyncResultsService } from './sync-results/sync-results.service.js';

/** Payroll and accounting connectors (Xero, MYOB Advanced, SAP, WorkflowMax, GreenTree, AX) and sync results. */
@Module({
  imports: [
    ServiceDatabaseModule.forService({
      service: INTEGRATIONS,
      schema: INTEGRATIONS,
      entities: [SyncResult],
      migrations: [SyncResults1764200000800],
    }),
    OutboxModule.forService(INTEGRATIONS),
  ],
  controllers: [SyncResultsController],
  providers: [SyncResultsService, SyncResultsRecorder],
  exports: [SyncResultsRecorder],
})
export class IntegrationsModule {}
