import { runService } from '@rollcall/platform';
import { TimeCaptureModule } from './time-capture.module.js';

await runService('time-capture', TimeCaptureModule);
