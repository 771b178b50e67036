// Roster rules the scheduling service and the console both apply (the console imports this folder only, as
// @rollcall/contracts/roster): pure functions, importing only the engine input formats besides this folder.
export * from './section-minutes.js';
export * from './shift-overlap-rules.js';
export * from './roster-timeline-rules.js';
export * from './roster-cost-rules.js';
export * from './roster-dates.js';
export * from './copy-roster-rules.js';
export * from './shift-definition-rules.js';
export * from './schedule-template-layout-rules.js';
export * from './work-section-rules.js';
