import { ConfigError, runService } from '@rollcall/platform';
import { ReportingModule } from './reporting.module.js';
import { loadScheduleMailSmtp } from './schedule-mail/schedule-mail.config.js';

// The module checks its SMTP settings again when it starts; checking here first gives the same clean exit (78, each
// problem named) as the platform's settings.
try {
  loadScheduleMailSmtp(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(78);
}

await runService('reporting', ReportingModule);
