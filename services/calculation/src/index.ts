export { CalculationModule } from './calculation.module.js';
export { RecalcWorker } from './recalc/recalc-worker.js';
