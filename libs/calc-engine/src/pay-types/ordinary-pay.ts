// Paid minutes of a day go to the pay type with role `ordinary`. This is where overtime (moving minutes beyond a
// threshold to the overtime pay type), public holiday pay and leave pay types will split the day's minutes.
import type { PayTypeAmount } from '@rollcall/contracts';
import type { EngineContext } from '../context.js';
import { ExplainLines } from '../explain/explain-lines.js';
import { minutes } from '../explain/phrases.js';

export function ordinaryPay(
  paidMinutes: number,
  ctx: EngineContext,
): { amounts: PayTypeAmount[]; explain: ExplainLines } {
  const explain = new ExplainLines();
  if (paidMinutes <= 0) return { amounts: [], explain };
  const ordinary = ctx.ordinaryPayType();
  explain.push(`Paid ${minutes(paidMinutes)} as ordinary time (${ordinary.code}).`, { payTypeId: ordinary.id });
  return { amounts: [{ payTypeId: ordinary.id, minutes: paidMinutes }], explain };
}
