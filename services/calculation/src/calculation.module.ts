import { Module } from '@nestjs/common';
import { OutboxModule, ServiceDatabaseModule } from '@rollcall/platform';
import { CALCULATION } from './calculation.constants.js';
import { DashboardController } from './dashboard/dashboard.controller.js';
import { DashboardService } from './dashboard/dashboard.service.js';
import { LiveFeed } from './live/live-feed.js';
import { LiveUpdatesController } from './live/live-updates.controller.js';
import type { CalculationFeature } from './calculation-feature.js';
import { CalculationInitial1763700000300 } from './migrations/1763700000300-calculation-initial.js';
import { CalculationScheduleDays1763700000301 } from './migrations/1763700000301-calculation-schedule-days.js';
import { CalculationLive1763700000302 } from './migrations/1763700000302-calculation-live.js';
import { CalculationPayTypesAndSkills1764200000900 } from './migrations/1764200000900-calculation-pay-types-and-skills.js';
import { CalculationRecheckTimers1764300000100 } from './migrations/1764300000100-calculation-recheck-timers.js';
import { CalculationTimesheetHistory1764400000401 } from './migrations/1764400000401-calculation-timesheet-history.js';
import { CalculationPunchVersions1764400000403 } from './migrations/1764400000403-calculation-punch-versions.js';
import { HistoryEventsController } from './history/history-events.controller.js';
import { TimesheetHistoryController } from './history/timesheet-history.controller.js';
import { TimesheetHistoryService } from './history/timesheet-history.service.js';
import { CalculationApprovalsAndReviews1764400000600 } from './migrations/1764400000600-calculation-approvals-and-reviews.js';
import { CalculationPayrollTransfer1764400000800 } from './migrations/1764400000800-calculation-payroll-transfer.js';
import { CalculationEmployeePayRate1764500000600 } from './migrations/1764500000600-calculation-employee-pay-rate.js';
import { CalculationRecalcPriority1764500000800 } from './migrations/1764500000800-calculation-recalc-priority.js';
import { CalculationRecalcClaims1764500001400 } from './migrations/1764500001400-calculation-recalc-claims.js';
import { CalculationRecalcClaimSession1764500001410 } from './migrations/1764500001410-calculation-recalc-claim-session.js';
import { CloseWarnings } from './pay-periods/close-warnings.js';
import { PayPeriodStore } from './pay-periods/pay-period-store.js';
import { PayGroupPreviewController } from './pay-group-preview/pay-group-preview.controller.js';
import { PayGroupPreviewService } from './pay-group-preview/pay-group-preview.service.js';
import { PayPeriodsController } from './pay-periods/pay-periods.controller.js';
import { PayPeriodsService } from './pay-periods/pay-periods.service.js';
import { PeriodClosing } from './pay-periods/period-closing.js';
import { PeriodTotalsReader } from './pay-periods/period-totals-reader.js';
import { PayrollExportService } from './payroll-transfers/payroll-export.service.js';
import { PayrollTransfersController } from './payroll-transfers/payroll-transfers.controller.js';
import { PayrollTransfersService } from './payroll-transfers/payroll-transfers.service.js';
import { ReadModelEventsController } from './read-models/read-model-events.controller.js';
import { ReadModelWriter } from './read-models/read-model-writer.js';
import { EnginePool } from './recalc/engine-pool.js';
import { RecalcMetrics } from './recalc/recalc-metrics.js';
import { RecalcClaims } from './recalc/recalc-claims.js';
import { RecalcQueue } from './recalc/recalc-queue.js';
import { RecalcWorker } from './recalc/recalc-worker.js';
import { RecalcService } from './recalc/recalc.service.js';
import { RecalculateController } from './recalculate/recalculate.controller.js';
import { RecalculateTodayController } from './recalculate/recalculate-today.controller.js';
import { RecalculateService } from './recalculate/recalculate.service.js';
import { TimeApprovalsController } from './time-approvals/time-approvals.controller.js';
import { TimeCardExceptionsController } from './time-card-exceptions/time-card-exceptions.controller.js';
import { TimeCardExceptionsService } from './time-card-exceptions/time-card-exceptions.service.js';
import { TimeApprovalsService } from './time-approvals/time-approvals.service.js';
import { PAY_CARDS_FEATURE } from './pay-cards/pay-cards.feature.js';
import { TIMESHEET_FEATURE } from './timesheet/timesheet.feature.js';
import { RecalcVerifyController } from './verify/recalc-verify.controller.js';
import { RecalcVerifier } from './verify/recalc-verifier.service.js';

/** The service's areas, each listing its migrations, controllers and providers. */
const FEATURES: CalculationFeature[] = [TIMESHEET_FEATURE, PAY_CARDS_FEATURE];

/** Engine runs, timesheets, pay periods, recalculation, payroll transfer and (later) pay cards and approvals. */
@Module({
  imports: [
    ServiceDatabaseModule.forService({
      service: CALCULATION,
      schema: CALCULATION,
      entities: [],
      migrations: [
        CalculationInitial1763700000300,
        CalculationScheduleDays1763700000301,
        CalculationLive1763700000302,
        CalculationPayTypesAndSkills1764200000900,
        CalculationRecheckTimers1764300000100,
        CalculationTimesheetHistory1764400000401,
        CalculationPunchVersions1764400000403,
        CalculationApprovalsAndReviews1764400000600,
        CalculationPayrollTransfer1764400000800,
        CalculationEmployeePayRate1764500000600,
        CalculationRecalcPriority1764500000800,
        CalculationRecalcClaims1764500001400,
        CalculationRecalcClaimSession1764500001410,
        ...FEATURES.flatMap((f) => f.migrations),
      ],
    }),
    OutboxModule.forService(CALCULATION),
  ],
  controllers: [
    ReadModelEventsController,
    PayPeriodsController,
    PayGroupPreviewController,
    PayrollTransfersController,
    RecalculateController,
    RecalculateTodayController,
    RecalcVerifyController,
    HistoryEventsController,
    TimesheetHistoryController,
    TimeApprovalsController,
    TimeCardExceptionsController,
    DashboardController,
    LiveUpdatesController,
    ...FEATURES.flatMap((f) => f.controllers),
  ],
  providers: [
    ReadModelWriter,
    RecalcQueue,
    RecalcClaims,
    RecalcMetrics,
    EnginePool,
    RecalcService,
    PayGroupPreviewService,
    RecalcWorker,
    PayPeriodStore,
    PayPeriodsService,
    PeriodTotalsReader,
    PeriodClosing,
    CloseWarnings,
    PayrollTransfersService,
    PayrollExportService,
    RecalculateService,
    RecalcVerifier,
    TimesheetHistoryService,
    TimeApprovalsService,
    TimeCardExceptionsService,
    DashboardService,
    LiveFeed,
    ...FEATURES.flatMap((f) => f.providers),
  ],
  exports: [RecalcWorker, RecalcService, RecalcMetrics, RecalcQueue, RecalcClaims, EnginePool],
})
export class CalculationModule {}
