// Orderings of the result, by code unit (never by locale) so every machine prints the same bytes.
import type { EngineException, PayTypeAmount } from '@rollcall/contracts';

export function compareText(a: string | undefined, b: string | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return -1;
  if (b === undefined) return 1;
  return a < b ? -1 : 1;
}

export function byException(a: EngineException, b: EngineException): number {
  return (
    compareText(a.type, b.type) ||
    compareText(a.shiftKey, b.shiftKey) ||
    compareText(a.punchId, b.punchId) ||
    (a.minutes ?? 0) - (b.minutes ?? 0)
  );
}

export function byPayType(a: PayTypeAmount, b: PayTypeAmount): number {
  return compareText(a.payTypeId, b.payTypeId);
}
