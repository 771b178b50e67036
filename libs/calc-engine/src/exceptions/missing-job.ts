// Rule "Exceptions", MissingJob: a worked scheduled shift (at least one complete pair) whose section names a
// jobId, while the shift's first in punch carries no jobId at all (nor does a duplicate counted with it).
// A punch naming a different job is not an exception: the engine does not judge job transfers.
// Raised with the shift key and the in punch's id.
import type { EngineInput } from '@rollcall/contracts';
import type { EngineContext } from '../context.js';
import type { WorkPunch, WorkShift } from '../model.js';

/** The input punches carrying a jobId, by id; built once per input, on first use. */
const punchesWithJob = new WeakMap<EngineInput, Set<string>>();

export function raiseMissingJob(shift: WorkShift, ctx: EngineContext): void {
  const section = shift.section;
  if (!section || !section.source.jobId || !ctx.raises('MissingJob')) return;
  if (!shift.pairs.some((p) => p.state === 'complete')) return;
  const first = shift.pairs[0];
  if (!first) return;
  const withJob = jobPunchIds(ctx.input);
  const carriesJob = (p: WorkPunch) => withJob.has(p.id) || p.duplicates.some((d) => withJob.has(d.id));
  if (carriesJob(first.in)) return;
  shift.exceptions.push({ type: 'MissingJob', shiftKey: shift.key, punchId: first.in.id });
}

function jobPunchIds(input: EngineInput): Set<string> {
  let ids = punchesWithJob.get(input);
  if (!ids) {
    ids = new Set(input.punches.filter((p) => p.jobId !== undefined && p.jobId !== '').map((p) => p.id));
    punchesWithJob.set(input, ids);
  }
  return ids;
}
