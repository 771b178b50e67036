// Explains the punches that counted once (dedupe-punches.ts) on the shift that holds the kept punch.
import type { EngineContext } from '../context.js';
import { at } from '../explain/phrases.js';
import type { WorkShift } from '../model.js';

export function explainDuplicates(shift: WorkShift, ctx: EngineContext): void {
  for (const punch of shift.punches) {
    for (const duplicate of punch.duplicates) {
      shift.explain.push(
        `Ignored punch ${duplicate.id} at ${at(ctx.clock, duplicate.minuteMs, shift.reportDate)}: within 60 s of punch ${punch.id}, it counts once.`,
      );
    }
  }
}
