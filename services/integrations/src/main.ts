import { ConfigError, runService } from '@rollcall/platform';
import { IntegrationsModule } from './integrations.module.js';
import { loadXeroConfig } from './xero/xero-config.js';

// The module checks its settings again when it starts; checking here first gives the same clean exit (78, each
// problem named) as the platform's settings.
try {
  loadXeroConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(78);
}

await runService('integrations', IntegrationsModule);
