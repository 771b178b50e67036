export { TimeCaptureModule } from './time-capture.module.js';
export { KioskPunchesService } from './kiosk/kiosk-punches.service.js';
