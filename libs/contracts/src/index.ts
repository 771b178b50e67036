export * from './events/index.js';
export * from './auth/index.js';
export * from './engine/index.js';
export * from './pay/index.js';
export * from './roster/index.js';
export * from './punches/index.js';
export { madeOnFirstUse } from './made-on-first-use.js';
