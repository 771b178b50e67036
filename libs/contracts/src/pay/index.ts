export * from './default-pay-group-rules.js';
export * from './payroll-templates.js';
