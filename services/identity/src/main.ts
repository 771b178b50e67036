import { runService } from '@rollcall/platform';
import { IdentityModule } from './identity.module.js';

await runService('identity', IdentityModule);
