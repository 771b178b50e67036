export * from './punch-pair-id.js';
