import { ConfigError, runService } from '@rollcall/platform';
import { loadIdentityConfig } from './config/identity-config.js';
import { IdentityModule } from './identity.module.js';

// The module checks its settings again when it starts; checking here first gives the same clean exit (78, each
// problem named) as the platform's settings.
try {
  loadIdentityConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(78);
}

await runService('identity', IdentityModule);
