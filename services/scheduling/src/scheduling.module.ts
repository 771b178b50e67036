import { Module } from '@nestjs/common';
import { OutboxModule, ServiceDatabaseModule } from '@rollcall/platform';
import { ScheduleDayRecord } from './schedule-days/schedule-day.entity.js';
import { SchedulingCompanies1764400000300 } from './company-settings/1764400000300-scheduling-companies.js';
import { EmployeeSchedulesService } from './employee-schedules/employee-schedules.service.js';
import { SchedulingInitial1763700000400 } from './migrations/1763700000400-scheduling-initial.js';
import { SchedulingReadModels1764300000900 } from './migrations/1764300000900-scheduling-read-models.js';
import { GlobalScheduleController } from './global-schedule/global-schedule.controller.js';
import { GlobalScheduleService } from './global-schedule/global-schedule.service.js';
import { ScheduleTemplates1764300000901 } from './migrations/1764300000901-schedule-templates.js';
import { CustomSchedulesService } from './employee-schedules/custom-schedules.service.js';
import { EmployeeScheduleController } from './employee-schedules/employee-schedule.controller.js';
import { ScheduleHorizonJob } from './schedule-templates/schedule-horizon.job.js';
import { EmployeeTemplateController } from './schedule-templates/employee-template.controller.js';
import { ScheduleTemplatesController } from './schedule-templates/schedule-templates.controller.js';
import { ScheduleTemplatesService } from './schedule-templates/schedule-templates.service.js';
import { TemplateDayGenerator } from './schedule-templates/template-day-generator.js';
import { ReadModelEventsController } from './read-models/read-model-events.controller.js';
import { ReadModelWriter } from './read-models/read-model-writer.js';
import { LEAVE_FEATURE } from './leave/leave.feature.js';
import { ROSTER_FEATURE } from './roster/roster.feature.js';
import { ClosedPeriodsController } from './schedule-days/closed-periods.controller.js';
import { ClosedPeriodsService } from './schedule-days/closed-periods.service.js';
import { ScheduleDayWriter } from './schedule-days/schedule-day-writer.js';
import { ScheduleImportController } from './schedule-import/schedule-import.controller.js';
import { ScheduleImportService } from './schedule-import/schedule-import.service.js';
import { SCHEDULING } from './scheduling.constants.js';
import type { SchedulingFeature } from './scheduling-feature.js';
import { SHIFT_DEFINITIONS_FEATURE } from './shift-definitions/shift-definitions.feature.js';
import { SHIFT_CARDS_FEATURE } from './timesheet-shifts/shift-cards.feature.js';

/** The service's areas, each listing its tables, migrations, controllers and providers. */
const FEATURES: SchedulingFeature[] = [ROSTER_FEATURE, SHIFT_DEFINITIONS_FEATURE, LEAVE_FEATURE, SHIFT_CARDS_FEATURE];

/** Schedule templates, employee schedules, rosters, shifts, leave and balances. */
@Module({
  imports: [
    ServiceDatabaseModule.forService({
      service: SCHEDULING,
      schema: SCHEDULING,
      entities: [ScheduleDayRecord, ...FEATURES.flatMap((f) => f.entities)],
      migrations: [
        SchedulingInitial1763700000400,
        SchedulingReadModels1764300000900,
        ScheduleTemplates1764300000901,
        ...FEATURES.flatMap((f) => f.migrations),
        SchedulingCompanies1764400000300,
      ],
    }),
    OutboxModule.forService(SCHEDULING),
  ],
  // the roster's GET /api/shifts/getNewShifts before the shift definitions' GET /api/shifts/:id
  controllers: [
    ReadModelEventsController,
    ClosedPeriodsController,
    GlobalScheduleController,
    ScheduleImportController,
    ScheduleTemplatesController,
    EmployeeTemplateController,
    EmployeeScheduleController,
    ...FEATURES.flatMap((f) => f.controllers),
  ],
  providers: [
    ReadModelWriter,
    ScheduleDayWriter,
    ClosedPeriodsService,
    EmployeeSchedulesService,
    GlobalScheduleService,
    ScheduleImportService,
    TemplateDayGenerator,
    ScheduleTemplatesService,
    ScheduleHorizonJob,
    CustomSchedulesService,
    ...FEATURES.flatMap((f) => f.providers),
  ],
  exports: [EmployeeSchedulesService, ScheduleDayWriter, ScheduleTemplatesService],
})
export class SchedulingModule {}
