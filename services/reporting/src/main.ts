import { runService } from '@rollcall/platform';
import { ReportingModule } from './reporting.module.js';

await runService('reporting', ReportingModule);
