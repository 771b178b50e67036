// Pay type amounts merged by pay type (minutes and units summed separately) and ordered by pay type id.
import type { PayTypeAmount } from '@rollcall/contracts';
import { byPayType } from './order.js';

/** Merged copies of the amounts, one per pay type, ordered by pay type id. (Days hold a handful: linear merge.) */
export function sortedAmounts(amounts: readonly PayTypeAmount[]): PayTypeAmount[] {
  const out: PayTypeAmount[] = [];
  for (const a of amounts) {
    let t: PayTypeAmount | undefined;
    for (const o of out) {
      if (o.payTypeId === a.payTypeId) {
        t = o;
        break;
      }
    }
    if (!t) {
      t = { payTypeId: a.payTypeId };
      out.push(t);
    }
    if (a.minutes !== undefined) t.minutes = (t.minutes ?? 0) + a.minutes;
    if (a.units !== undefined) t.units = (t.units ?? 0) + a.units;
  }
  return out.length > 1 ? out.sort(byPayType) : out;
}
