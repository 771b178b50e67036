export * from './default-pay-group-rules.js';
