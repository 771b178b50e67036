import { Module } from '@nestjs/common';
import { OutboxModule, ServiceDatabaseModule } from '@rollcall/platform';
import { ClockIdsController } from './clock-ids/clock-ids.controller.js';
import { ClockIdsService } from './clock-ids/clock-ids.service.js';
import { DirectoryEventsController } from './directory/directory-events.controller.js';
import { KnownCompany } from './directory/known-company.entity.js';
import { KnownEmployee } from './directory/known-employee.entity.js';
import { KioskPunchesController } from './kiosk/kiosk-punches.controller.js';
import { kioskAdmissionProvider } from './kiosk/kiosk-admission.js';
import { KioskPunchBatcher } from './kiosk/kiosk-punch-batcher.js';
import { KioskPunchesService } from './kiosk/kiosk-punches.service.js';
import { TimeCaptureInitial1763700000200 } from './migrations/1763700000200-time-capture-initial.js';
import { KnownEmployeeNameAndZone1764300000500 } from './migrations/1764300000500-known-employee-name-and-zone.js';
import { PunchEdits1764400000402 } from './migrations/1764400000402-punch-edits.js';
import { PunchPairsController } from './punch-edits/punch-pairs.controller.js';
import { PunchPairsService } from './punch-edits/punch-pairs.service.js';
import { PunchWriter } from './punch-edits/punch-writer.js';
import { SinglePunchesController } from './punch-edits/single-punches.controller.js';
import { SinglePunchesService } from './punch-edits/single-punches.service.js';
import { WorkCodesEventsController } from './directory/work-codes-events.controller.js';
import { Punch } from './punches/punch.entity.js';
import { TIME_CAPTURE } from './time-capture.constants.js';

/** Punches from kiosks, phones, managers and imports, and their edits on the timesheet. */
@Module({
  imports: [
    ServiceDatabaseModule.forService({
      service: TIME_CAPTURE,
      schema: TIME_CAPTURE,
      entities: [Punch, KnownCompany, KnownEmployee],
      migrations: [TimeCaptureInitial1763700000200, KnownEmployeeNameAndZone1764300000500, PunchEdits1764400000402],
    }),
    OutboxModule.forService(TIME_CAPTURE),
  ],
  controllers: [
    KioskPunchesController,
    ClockIdsController,
    DirectoryEventsController,
    WorkCodesEventsController,
    SinglePunchesController,
    PunchPairsController,
  ],
  providers: [
    kioskAdmissionProvider,
    KioskPunchesService,
    KioskPunchBatcher,
    ClockIdsService,
    PunchWriter,
    SinglePunchesService,
    PunchPairsService,
  ],
  exports: [KioskPunchesService],
})
export class TimeCaptureModule {}
