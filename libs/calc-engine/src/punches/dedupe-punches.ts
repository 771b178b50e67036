// Rule "Matching", first sentence: punches are sorted by instant; two within 60 seconds of each other count once.
import type { Punch } from '@rollcall/contracts';
import { parseInstant } from '../context.js';
import type { WorkPunch } from '../model.js';
import { truncateToMinute } from '../time/zone-clock.js';

export const DUPLICATE_WINDOW_MS = 60_000;

/**
 * Sorts punches by instant (then id, so equal instants sort the same whatever the input order) and folds each
 * punch at most 60 s after the last kept punch into it as a duplicate. A chain 0 s, 50 s, 100 s keeps 0 s and
 * 100 s: the window runs from the punch that is kept.
 */
export function dedupePunches(punches: readonly Punch[]): WorkPunch[] {
  const parsed: WorkPunch[] = punches.map((p, i) => {
    const ms = parseInstant(p.at, `punches[${i}].at`);
    return { id: p.id, ms, minuteMs: truncateToMinute(ms), duplicates: [] };
  });
  parsed.sort((a, b) => a.ms - b.ms || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const kept: WorkPunch[] = [];
  for (const punch of parsed) {
    const last = kept[kept.length - 1];
    if (last && punch.ms - last.ms <= DUPLICATE_WINDOW_MS) last.duplicates.push(punch);
    else kept.push(punch);
  }
  return kept;
}
