export * from './event-envelope.js';
export * from './event-catalogue.js';
export * from './event-map.js';
export * from './event-schemas.js';
export * from './validate-event.js';
export * from './time-events.js';
export * from './org-events.js';
export * from './calc-events.js';
