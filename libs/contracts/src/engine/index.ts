export * from './engine-input.js';
export * from './engine-result.js';
export * from './engine-input-error.js';
export * from './engine-input-formats.js';
export * from './engine-input.schema.js';
export * from './engine-result.schema.js';
