import { Module } from '@nestjs/common';
import { OutboxModule, ServiceDatabaseModule } from '@rollcall/platform';
import { ScheduleDayRecord } from './schedule-days/schedule-day.entity.js';
import { EmployeeSchedulesService } from './employee-schedules/employee-schedules.service.js';
import { SchedulingInitial1763700000400 } from './migrations/1763700000400-scheduling-initial.js';
import { SchedulingReadModels1764300000900 } from './migrations/1764300000900-scheduling-read-models.js';
import { GlobalScheduleController } from './global-schedule/global-schedule.controller.js';
import { GlobalScheduleService } from './global-schedule/global-schedule.service.js';
import { ReadModelEventsController } from './read-models/read-model-events.controller.js';
import { ReadModelWriter } from './read-models/read-model-writer.js';
import { ClosedPeriodsController } from './schedule-days/closed-periods.controller.js';
import { ClosedPeriodsService } from './schedule-days/closed-periods.service.js';
import { ScheduleDayWriter } from './schedule-days/schedule-day-writer.js';
import { ScheduleImportController } from './schedule-import/schedule-import.controller.js';
import { ScheduleImportService } from './schedule-import/schedule-import.service.js';
import { SCHEDULING } from './scheduling.constants.js';

/** Schedule templates, employee schedules, rosters, shifts, leave and balances. Employee schedule days so far. */
@Module({
  imports: [
    ServiceDatabaseModule.forService({
      service: SCHEDULING,
      schema: SCHEDULING,
      entities: [ScheduleDayRecord],
      migrations: [SchedulingInitial1763700000400, SchedulingReadModels1764300000900],
    }),
    OutboxModule.forService(SCHEDULING),
  ],
  controllers: [ReadModelEventsController, ClosedPeriodsController, GlobalScheduleController, ScheduleImportController],
  providers: [
    ReadModelWriter,
    ScheduleDayWriter,
    ClosedPeriodsService,
    EmployeeSchedulesService,
    GlobalScheduleService,
    ScheduleImportService,
  ],
  exports: [EmployeeSchedulesService, ScheduleDayWriter],
})
export class SchedulingModule {}
