// Rule "Breaks". A section's scheduled break is its breakMinutes, else the pay group's breakTime hours × 60.
// - lunchWorkingThrough: nothing is deducted.
// - clockOutForBreaks: the punched break is the time between the pairs; with minimumBreak the deduction tops it
//   up to the scheduled break; a punched break longer than scheduled + breakTimeException raises LongBreak.
// - otherwise the break calculation type decides (break-trigger.ts).
// - a gap between pairs in a shift with no scheduled break raises UnscheduleBreak.
// The deduction never exceeds the shift's paid pair minutes.
import type { EngineContext } from '../context.js';
import { minutes } from '../explain/phrases.js';
import type { WorkShift } from '../model.js';
import { breakApplies } from './break-trigger.js';
import { punchedGapMinutes } from './punched-gaps.js';

export function deductBreaks(shift: WorkShift, ctx: EngineContext): void {
  const worked = shift.pairs.reduce((sum, p) => sum + p.minutes, 0);
  const gap = punchedGapMinutes(shift.pairs);
  const section = shift.section;
  const scheduled = section?.scheduledBreakMinutes ?? 0;
  const say = (sentence: string) => shift.explain.push(sentence);

  if (!section || scheduled === 0) {
    if (gap > 0 && ctx.raises('UnscheduleBreak')) {
      shift.exceptions.push({ type: 'UnscheduleBreak', shiftKey: shift.key, minutes: gap });
    }
    shift.paidMinutes = worked;
    return;
  }
  if (worked === 0) {
    shift.paidMinutes = 0;
    return;
  }
  if (section.source.lunchWorkingThrough) {
    say(`No break deducted from shift ${shift.name}: the meal was worked through (lunchWorkingThrough).`);
    shift.paidMinutes = worked;
    return;
  }

  let deduct = 0;
  if (ctx.payGroup.clockOutForBreaks) {
    if (ctx.payGroup.minimumBreak && gap < scheduled) {
      deduct = scheduled - gap;
      say(
        `Deducted ${minutes(deduct)} from shift ${shift.name}: the punched break of ${gap} min is topped up to the scheduled ${scheduled} min (minimumBreak).`,
      );
    } else {
      say(
        `No break deducted from shift ${shift.name}: breaks are punched (clockOutForBreaks) and the punched break of ${gap} min is unpaid.`,
      );
    }
    if (gap > scheduled + ctx.payGroup.breakTimeException && ctx.raises('LongBreak')) {
      shift.exceptions.push({ type: 'LongBreak', shiftKey: shift.key, minutes: gap - scheduled });
    }
  } else {
    const decision = breakApplies(shift, section, worked, ctx);
    if (decision.applies) {
      deduct = scheduled;
      say(`Deducted the scheduled break of ${minutes(scheduled)} from shift ${shift.name}: ${decision.reason}.`);
    } else {
      say(`No break deducted from shift ${shift.name}: ${decision.reason}.`);
    }
  }
  if (deduct > worked) {
    say(`The break deduction of shift ${shift.name} is limited to its ${worked} paid min.`);
    deduct = worked;
  }
  shift.breakDeductedMinutes = deduct;
  shift.paidMinutes = worked - deduct;
}
