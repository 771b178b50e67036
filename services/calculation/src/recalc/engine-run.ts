import { calculateExplained, type ExplainRef, resultChangesAt } from '@rollcall/calc-engine';
import type { DayResult } from '@rollcall/contracts';
import { buildEngineInput } from './engine-input-builder.js';

/** What one engine run needs: the read models of one employee and span, as loaded by the batch. */
export type EngineArgs = Parameters<typeof buildEngineInput>[0];

export interface EngineRunResult {
  days: DayResult[];
  /** what each day's explain sentences are about */
  explainRefs: ExplainRef[][];
  /** when the run's result changes by the passing of time alone (its recheck timer), or null */
  dueAt: string | null;
}

/** A run's result, or why it failed (bad input: the employee's days are left as they were). */
export type EngineOutcome =
  { ok: true; result: EngineRunResult } | { ok: false; error: { message: string; stack?: string } };

/** A chunk of runs sent to an engine thread, answered in the same order (engine-thread.ts). */
export interface EngineRequest {
  id: number;
  runs: EngineArgs[];
}

export interface EngineReply {
  id: number;
  outcomes: EngineOutcome[];
}

/**
 * Builds the engine's input and runs the engine for one employee and span. Pure, so it runs the same on the event
 * loop or in an engine thread.
 */
export function runEngine(args: EngineArgs): EngineOutcome {
  try {
    const input = buildEngineInput(args);
    const { result, explainRefs } = calculateExplained(input);
    return { ok: true, result: { days: result.days, explainRefs, dueAt: resultChangesAt(input) } };
  } catch (error) {
    const { message, stack } = error instanceof Error ? error : new Error(String(error));
    return { ok: false, error: { message, ...(stack === undefined ? {} : { stack }) } };
  }
}
