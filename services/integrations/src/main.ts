import { runService } from '@rollcall/platform';
import { IntegrationsModule } from './integrations.module.js';

await runService('integrations', IntegrationsModule);
