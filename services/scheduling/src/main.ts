import { runService } from '@rollcall/platform';
import { SchedulingModule } from './scheduling.module.js';

await runService('scheduling', SchedulingModule);
