import { Module } from '@nestjs/common';
import { OutboxModule, PLATFORM_CONFIG, type PlatformConfig, ServiceDatabaseModule } from '@rollcall/platform';
import { OAUTH_TOKEN_CIPHER, OAuthConnectionsStore } from './connections/oauth-connections.store.js';
import { TokenCipher } from './connections/token-cipher.js';
import { INTEGRATIONS } from './integrations.constants.js';
import { SyncResults1764200000800 } from './migrations/1764200000800-sync-results.js';
import { OAuthConnections1764400000900 } from './migrations/1764400000900-oauth-connections.js';
import { XeroTimesheets1764400000810 } from './migrations/1764400000810-xero-timesheets.js';
import { XeroSync1764400000901 } from './migrations/1764400000901-xero-sync.js';
import { XeroPayCardLines1764500000500 } from './migrations/1764500000500-xero-pay-card-lines.js';
import { OrgReadModelsController } from './read-models/org-read-models.controller.js';
import { PayrollReadModelsController } from './read-models/payroll-read-models.controller.js';
import { SyncResult } from './sync-results/sync-result.entity.js';
import { SyncResultsController } from './sync-results/sync-results.controller.js';
import { SyncResultsRecorder } from './sync-results/sync-results.recorder.js';
import { SyncResultsService } from './sync-results/sync-results.service.js';
import { loadXeroConfig, XERO_CONFIG, type XeroConfig } from './xero/xero-config.js';
import { XeroConnectController } from './xero/xero-connect.controller.js';
import { XeroConnectService } from './xero/xero-connect.service.js';
import { XeroExportService } from './xero/xero-export.service.js';
import { XeroIdentity } from './xero/xero-identity.js';
import { XeroPayroll } from './xero/xero-payroll.js';
import { XeroPayrollController } from './xero/xero-payroll.controller.js';
import { XeroSyncService } from './xero/xero-sync.service.js';

/** Payroll and accounting connectors (Xero, MYOB Advanced, SAP, WorkflowMax, GreenTree, AX) and sync results. */
@Module({
  imports: [
    ServiceDatabaseModule.forService({
      service: INTEGRATIONS,
      schema: INTEGRATIONS,
      entities: [SyncResult],
      migrations: [
        SyncResults1764200000800,
        OAuthConnections1764400000900,
        XeroSync1764400000901,
        XeroTimesheets1764400000810,
        XeroPayCardLines1764500000500,
      ],
    }),
    OutboxModule.forService(INTEGRATIONS),
  ],
  controllers: [
    SyncResultsController,
    XeroConnectController,
    XeroPayrollController,
    OrgReadModelsController,
    PayrollReadModelsController,
  ],
  providers: [
    SyncResultsService,
    SyncResultsRecorder,
    { provide: XERO_CONFIG, useFactory: () => loadXeroConfig(process.env) },
    {
      provide: OAUTH_TOKEN_CIPHER,
      inject: [XERO_CONFIG, PLATFORM_CONFIG],
      useFactory: (xero: XeroConfig, platform: PlatformConfig) => new TokenCipher(xero.tokenKey, platform.jwtSecret),
    },
    OAuthConnectionsStore,
    XeroIdentity,
    XeroConnectService,
    XeroPayroll,
    XeroSyncService,
    XeroExportService,
  ],
  exports: [SyncResultsRecorder],
})
export class IntegrationsModule {}
