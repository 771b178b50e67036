export * from './define-event.js';
export * from './event-envelope.js';
export * from './event-catalogue.js';
export * from './event-map.js';
export * from './validate-event.js';
export * from './event-definitions.js';
