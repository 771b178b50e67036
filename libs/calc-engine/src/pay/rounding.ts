// Rule "Adjusting punches for pay", 1. Rounding: the local minute of the hour m (seconds dropped) is replaced by
// the value of the rule with from ≤ m ≤ to; value 60 means the next hour at :00.
import type { RoundingRule } from '@rollcall/contracts';
import type { ZoneClock } from '../time/zone-clock.js';
import { MS_PER_MINUTE } from '../time/zone-clock.js';

export interface Rounded {
  ms: number;
  rule: RoundingRule;
}

/** The rounded instant, or null when no rule applies or the rule leaves the minute as it is. */
export function roundInstant(minuteMs: number, rules: readonly RoundingRule[], clock: ZoneClock): Rounded | null {
  if (rules.length === 0) return null;
  const m = clock.minuteOfHour(minuteMs);
  const rule = rules.find((r) => r.from <= m && m <= r.to);
  if (!rule || rule.value === m) return null;
  return { ms: minuteMs + (rule.value - m) * MS_PER_MINUTE, rule };
}
