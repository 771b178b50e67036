export { ReportingModule } from './reporting.module.js';
