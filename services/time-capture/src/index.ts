export { TimeCaptureModule } from './time-capture.module.js';
export { KioskPunchesService, type KioskPunchSubmission } from './kiosk/kiosk-punches.service.js';
