// Rule "Pairing", last sentence: a lone punch pays nothing; a lone in punch past the completion time raises
// MissingPunch. Punches left unpaired for want of a schedule are explained once per shift.
import type { EngineContext } from '../context.js';
import { at, dayName, hours } from '../explain/phrases.js';
import type { WorkShift } from '../model.js';

export function explainLonePunches(shift: WorkShift, ctx: EngineContext): void {
  const { clock, payGroup } = ctx;
  const t = (ms: number) => at(clock, ms, shift.reportDate);
  const unpaired = shift.pairs.filter((p) => p.state === 'unpaired');
  if (unpaired.length) {
    shift.explain.push(
      `Punches ${unpaired.map((p) => t(p.in.minuteMs)).join(', ')} not paired: no schedule on ${dayName(shift.homeDate)} and the pay group does not pair punches without a schedule (punchPairWitoutSchedule).`,
    );
  }
  for (const pair of shift.pairs) {
    if (pair.state === 'open') {
      shift.explain.push(
        `In punch ${t(pair.in.minuteMs)} is open until ${t(pair.in.minuteMs + ctx.completionMs)} (punch pair completion time ${hours(payGroup.punchPairCompletionTime)}): it pays nothing until its out punch.`,
      );
    } else if (pair.state === 'missing') {
      shift.explain.push(
        `In punch ${t(pair.in.minuteMs)} has no out punch within ${hours(payGroup.punchPairCompletionTime)}: it pays nothing (missing punch).`,
      );
      if (ctx.raises('MissingPunch'))
        shift.exceptions.push({ type: 'MissingPunch', shiftKey: shift.key, punchId: pair.in.id });
    }
  }
}
