export * from './roles.js';
export * from './permissions.js';
export * from './menu.js';
export * from './people-reach.js';
