export { CalculationModule } from './calculation.module.js';
export { RecalcWorker } from './recalc/recalc-worker.js';
export { RecalcService } from './recalc/recalc.service.js';
export { RecalcMetrics } from './recalc/recalc-metrics.js';
export { RecalcQueue } from './recalc/recalc-queue.js';
export { RecalcClaims, type RecalcClaim } from './recalc/recalc-claims.js';
export { EnginePool } from './recalc/engine-pool.js';
export { RecalcVerifier } from './verify/recalc-verifier.service.js';
