// Turns each complete pair of a shift into paid time: raw punch minutes, then rounding, grace and early
// arrival / late departure (scheduled shifts only for the last two), then whole minutes between the instants.
// Raw punches are kept on the pair; only paidFrom / paidTo move. Every adjustment is explained.
// A minute is paid once: grace can move a pair's paid time over the previous pair's (out 16:56 paid to 17:00, back
// in 16:58), so a pair is paid from no earlier than where the previous pair's pay ended.
import type { EngineContext } from '../context.js';
import { at, minutes } from '../explain/phrases.js';
import type { WorkPair, WorkShift } from '../model.js';
import { MS_PER_MINUTE } from '../time/zone-clock.js';
import { clampEarlyArrival, clampLateDeparture } from './early-late.js';
import { graceIn, graceOut } from './grace.js';
import { roundInstant } from './rounding.js';

/**
 * Pays a shift's pairs; `paidUntil` is where the pay of the employee's previous shift ended (back-to-back
 * sections can overlap by grace the same way pairs can). Returns where this shift's pay ends.
 */
export function payPairs(shift: WorkShift, ctx: EngineContext, paidUntil: number | null = null): number | null {
  let until = paidUntil;
  for (const [index, pair] of shift.pairs.entries()) {
    if (pair.state === 'complete' && pair.out) {
      payPair(pair, index, pair.out.minuteMs, until, shift, ctx);
      until = Math.max(until ?? -Infinity, pair.paidToMs ?? -Infinity);
    }
  }
  return until;
}

function payPair(
  pair: WorkPair,
  index: number,
  outMs: number,
  paidUntil: number | null,
  shift: WorkShift,
  ctx: EngineContext,
): void {
  const { clock, payGroup, roundingRules } = ctx;
  const day = shift.reportDate;
  const t = (ms: number) => at(clock, ms, day);
  const say = (sentence: string) => shift.explain.push(sentence, { pair: index });
  let fromMs = pair.in.minuteMs;
  let toMs = outMs;

  const roundedIn = roundInstant(fromMs, roundingRules, clock);
  if (roundedIn) {
    const r = roundedIn.rule;
    say(`Rounded in punch ${t(fromMs)} to ${t(roundedIn.ms)} (rule ${r.from}–${r.to} → ${r.value}).`);
    fromMs = roundedIn.ms;
  }
  const roundedOut = roundInstant(toMs, roundingRules, clock);
  if (roundedOut) {
    const r = roundedOut.rule;
    say(`Rounded out punch ${t(toMs)} to ${t(roundedOut.ms)} (rule ${r.from}–${r.to} → ${r.value}).`);
    toMs = roundedOut.ms;
  }

  const section = shift.section;
  const bounds = shift.attendance;
  if (section && bounds) {
    const startByGrace = graceIn(fromMs, bounds.startMs, payGroup.graceTimeIn);
    if (startByGrace !== null) {
      const start = bounds.startLeave ? `the end of leave ${bounds.startLeave.leaveId}` : 'the scheduled start';
      say(
        `Paid from ${start} ${t(startByGrace)}, not ${t(fromMs)}: within the ${payGroup.graceTimeIn} min grace time in.`,
      );
      fromMs = startByGrace;
    }
    const endByGrace = graceOut(toMs, bounds.endMs, payGroup.graceTimeOut);
    if (endByGrace !== null) {
      const end = bounds.endLeave ? `the start of leave ${bounds.endLeave.leaveId}` : 'the scheduled end';
      say(`Paid to ${end} ${t(endByGrace)}, not ${t(toMs)}: within the ${payGroup.graceTimeOut} min grace time out.`);
      toMs = endByGrace;
    }
    const early = clampEarlyArrival({ fromMs, toMs }, section);
    if (early) {
      say(`Paid from the scheduled start ${t(early.fromMs)}, not ${t(fromMs)}: early arrival is not accepted.`);
      ({ fromMs, toMs } = early);
    }
    const late = clampLateDeparture({ fromMs, toMs }, section);
    if (late) {
      say(`Paid to the scheduled end ${t(late.toMs)}, not ${t(toMs)}: late departure is not accepted.`);
      ({ fromMs, toMs } = late);
    }
  }

  if (paidUntil !== null && fromMs < paidUntil) {
    say(`Paid from ${t(paidUntil)}, not ${t(fromMs)}: the time before is already paid on the previous pair.`);
    fromMs = paidUntil;
  }

  pair.paidFromMs = fromMs;
  pair.paidToMs = Math.max(fromMs, toMs);
  pair.minutes = Math.round((pair.paidToMs - fromMs) / MS_PER_MINUTE);
  say(`Paired in ${t(pair.in.minuteMs)} with out ${t(outMs)} on shift ${shift.name}: ${minutes(pair.minutes)}.`);
}
