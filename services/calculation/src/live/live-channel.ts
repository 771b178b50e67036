import type { EntityManager } from 'typeorm';
import { CALCULATION } from '../calculation.constants.js';

/**
 * The PostgreSQL channel that tells every calculation process (each replica, in both run modes) what changed, so
 * that each pushes it to the live streams it holds (docs/adr/0013-live-updates.md). A NOTIFY sent in a transaction
 * is delivered when it commits: a listener that reads after hearing it sees the change.
 */
export const LIVE_CHANNEL = `rollcall_live_${CALCULATION}`;

/** What one notification says: employees who punched (`p`), and days recalculated by employee (`d`). */
export interface LiveNotice {
  p?: string[];
  d?: Record<string, string[]>;
}

/** PostgreSQL's NOTIFY payload must stay under 8000 bytes; a notice is cut into parts below this. */
const MAX_PAYLOAD = 7000;

/** The notices to send for a change, each small enough for one NOTIFY. */
export function liveNotices(change: {
  punched?: readonly string[];
  days?: ReadonlyMap<string, readonly string[]>;
}): string[] {
  const parts: string[] = [];
  let current: LiveNotice = {};
  let size = 2;
  const flush = () => {
    if (size > 2) parts.push(JSON.stringify(current));
    current = {};
    size = 2;
  };
  for (const id of new Set(change.punched ?? [])) {
    if (size + id.length + 10 > MAX_PAYLOAD) flush();
    (current.p ??= []).push(id);
    size += id.length + 3 + (current.p.length === 1 ? 6 : 0);
  }
  for (const [id, dates] of change.days ?? []) {
    const cost = id.length + 5 + dates.length * 13 + 6;
    if (size + cost > MAX_PAYLOAD) flush();
    (current.d ??= {})[id] = [...dates];
    size += cost;
  }
  flush();
  return parts;
}

/** Sends the change's notices in the caller's transaction: delivered when it commits, never if it rolls back. */
export async function notifyLive(
  manager: EntityManager,
  change: { punched?: readonly string[]; days?: ReadonlyMap<string, readonly string[]> },
): Promise<void> {
  for (const payload of liveNotices(change)) {
    await manager.query(`SELECT pg_notify($1, $2)`, [LIVE_CHANNEL, payload]);
  }
}

/** A notice as received; anything else is ignored. */
export function parseLiveNotice(payload: string | undefined): LiveNotice | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as LiveNotice;
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}
