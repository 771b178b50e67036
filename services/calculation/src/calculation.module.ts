import { Module } from '@nestjs/common';
import { OutboxModule, ServiceDatabaseModule } from '@rollcall/platform';
import { CALCULATION } from './calculation.constants.js';
import { CalculationInitial1763700000300 } from './migrations/1763700000300-calculation-initial.js';
import { CalculationScheduleDays1763700000301 } from './migrations/1763700000301-calculation-schedule-days.js';
import { ReadModelEventsController } from './read-models/read-model-events.controller.js';
import { ReadModelWriter } from './read-models/read-model-writer.js';
import { RecalcQueue } from './recalc/recalc-queue.js';
import { RecalcWorker } from './recalc/recalc-worker.js';
import { RecalcService } from './recalc/recalc.service.js';
import { TimesheetController } from './timesheet/timesheet.controller.js';
import { TimesheetService } from './timesheet/timesheet.service.js';

/** Engine runs, timesheets and (later) pay cards, approvals, pay periods and payroll export. */
@Module({
  imports: [
    ServiceDatabaseModule.forService({
      service: CALCULATION,
      schema: CALCULATION,
      entities: [],
      migrations: [CalculationInitial1763700000300, CalculationScheduleDays1763700000301],
    }),
    OutboxModule.forService(CALCULATION),
  ],
  controllers: [ReadModelEventsController, TimesheetController],
  providers: [ReadModelWriter, RecalcQueue, RecalcService, RecalcWorker, TimesheetService],
  exports: [RecalcWorker, RecalcService],
})
export class CalculationModule {}
