import { runService } from '@rollcall/platform';
import { CalculationModule } from './calculation.module.js';

await runService('calculation', CalculationModule);
