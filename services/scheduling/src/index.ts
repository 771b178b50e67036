export { SchedulingModule } from './scheduling.module.js';
