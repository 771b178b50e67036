import { Module } from '@nestjs/common';
import { OutboxModule, ServiceDatabaseModule } from '@rollcall/platform';
import { ScheduleDayRecord } from './employee-schedules/schedule-day.entity.js';
import { EmployeeSchedulesService } from './employee-schedules/employee-schedules.service.js';
import { SchedulingInitial1763700000400 } from './migrations/1763700000400-scheduling-initial.js';
import { SCHEDULING } from './scheduling.constants.js';

/** Schedule templates, employee schedules, rosters, shifts, leave and balances. Employee schedule days so far. */
@Module({
  imports: [
    ServiceDatabaseModule.forService({
      service: SCHEDULING,
      schema: SCHEDULING,
      entities: [ScheduleDayRecord],
      migrations: [SchedulingInitial1763700000400],
    }),
    OutboxModule.forService(SCHEDULING),
  ],
  providers: [EmployeeSchedulesService],
  exports: [EmployeeSchedulesService],
})
export class SchedulingModule {}
