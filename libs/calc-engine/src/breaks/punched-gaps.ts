// The punched break of a shift: the time between its complete pairs (raw punches, seconds dropped).
import type { WorkPair } from '../model.js';
import { MS_PER_MINUTE } from '../time/zone-clock.js';

export function punchedGapMinutes(pairs: readonly WorkPair[]): number {
  let gap = 0;
  let lastOut: number | null = null;
  for (const pair of pairs) {
    if (pair.state !== 'complete' || !pair.out) continue;
    if (lastOut !== null) gap += Math.max(0, pair.in.minuteMs - lastOut);
    lastOut = pair.out.minuteMs;
  }
  return Math.round(gap / MS_PER_MINUTE);
}
