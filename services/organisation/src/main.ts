import { runService } from '@rollcall/platform';
import { OrganisationModule } from './organisation.module.js';

await runService('organisation', OrganisationModule);
