import { ChangeHistory1764400000400 } from '../history/change-history.migration.js';
import { OutboxPriority1764500001300 } from '../outbox/outbox-priority.migration.js';
import { ParkedEvents1764300001200 } from './parked-events.migration.js';
import { PlatformTables1763700000000 } from './platform-tables.migration.js';

/**
 * The migrations of the tables every service keeps in its own schema: outbox, inbox, parked events, change history,
 * the outbox's priority.
 */
export const PLATFORM_MIGRATIONS = [
  PlatformTables1763700000000,
  ParkedEvents1764300001200,
  ChangeHistory1764400000400,
  OutboxPriority1764500001300,
];
