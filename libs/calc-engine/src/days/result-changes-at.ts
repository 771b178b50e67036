// When the passing of time alone changes a result, so a stored result can be calculated again then. asOf moves a
// result at two kinds of instant only: a lone in punch turns from open to missing punchPairCompletionTime after it
// (rule "Pairing"), and a scheduled section, or the whole day, is judged absent from its end on (rule "Exceptions",
// Absent; days/absence.ts). Any punch may be a lone in punch, so every punch's completion instant counts.
import type { EngineInput } from '@rollcall/contracts';
import { createContext } from '../context.js';
import { dedupePunches } from '../punches/dedupe-punches.js';
import { resolveSections } from '../schedule/resolve-sections.js';

/**
 * The earliest instant after `input.asOf` at which `calculate` could give another result for the same input, or
 * null when no later asOf changes it. Before that instant every asOf gives the same result.
 */
export function resultChangesAt(input: EngineInput): string | null {
  const ctx = createContext(input);
  let next = Infinity;
  for (const section of resolveSections(ctx)) {
    if (section.endMs > ctx.asOfMs && section.endMs < next) next = section.endMs;
  }
  for (const punch of dedupePunches(input.punches)) {
    const complete = punch.minuteMs + ctx.completionMs;
    if (complete > ctx.asOfMs && complete < next) next = complete;
  }
  return Number.isFinite(next) ? new Date(next).toISOString() : null;
}
