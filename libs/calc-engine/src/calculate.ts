// The engine: one employee over a date range, as a pipeline of rules. Each step is one rule in its own file:
// per shift (pairing, pay adjustments, breaks, exceptions), then per range (leave, public holiday pay, overtime),
// then per day (pay types, allowances, status) in build-days.ts.
import type { DayResult, EngineInput, EngineResult, PayTypeAmount } from '@rollcall/contracts';
import { deductBreaks } from './breaks/deduct-breaks.js';
import { createContext, type EngineContext } from './context.js';
import { buildDays } from './days/build-days.js';
import { homeDateOf, reportDateOf } from './days/which-day.js';
import { raiseAttendanceExceptions } from './exceptions/attendance-exceptions.js';
import { raiseMissingBreak } from './exceptions/missing-break.js';
import { raiseMissingJob } from './exceptions/missing-job.js';
import { publicHolidayDays } from './holidays/public-holiday-pay.js';
import { chargeLeaves } from './leave/charge-leaves.js';
import { attendanceBounds, explainStandIns } from './leave/leave-stand-ins.js';
import { groupUnscheduledShifts } from './matching/unscheduled-shifts.js';
import { matchPunches } from './matching/match-punches.js';
import type { WorkPunch, WorkSection, WorkShift } from './model.js';
import { explainLonePunches } from './pairing/lone-punches.js';
import { pairPunches, unpairedPunches } from './pairing/pair-punches.js';
import { explainClockChanges } from './pay/clock-changes.js';
import { payPairs } from './pay/pay-pairs.js';
import { dedupePunches } from './punches/dedupe-punches.js';
import { explainDuplicates } from './punches/explain-duplicates.js';
import { type ExplainRef, ExplainLines } from './explain/explain-lines.js';
import { shiftName } from './explain/phrases.js';
import { applyOvertime } from './overtime/overtime.js';
import { byPayType } from './result/order.js';
import { isWorkingScheduleDay, resolveSections } from './schedule/resolve-sections.js';
import { settleUnscheduledPay } from './unscheduled/unscheduled-pay.js';
import { groupBy } from './util/group-by.js';

export function calculate(input: EngineInput): EngineResult {
  return calculateExplained(input).result;
}

/**
 * `calculate`, and beside each day's `explain` what each of its sentences is about (`explainRefs[d][i]` for
 * `result.days[d].explain[i]`): the shift, pair and pay type it names. The result is the same as `calculate`'s.
 */
export function calculateExplained(input: EngineInput): { result: EngineResult; explainRefs: ExplainRef[][] } {
  const ctx = createContext(input);
  const punches = dedupePunches(input.punches);
  const sections = resolveSections(ctx);
  const { bySection, unscheduledRuns } = matchPunches(punches, sections);

  const shifts: WorkShift[] = [
    ...sections.map((section) => scheduledShift(section, bySection.get(section) ?? [], ctx)),
    ...unscheduledShifts(unscheduledRuns, ctx),
  ];
  // In time order, so each shift is paid from no earlier than where the previous one's pay ended.
  let paidUntil: number | null = null;
  for (const shift of [...shifts].sort((a, b) => a.sortMs - b.sortMs)) {
    shift.reportDate = reportDateOf(shift, ctx);
    explainDuplicates(shift, ctx);
    explainLonePunches(shift, ctx);
    explainStandIns(shift, ctx);
    paidUntil = payPairs(shift, ctx, paidUntil);
    settleUnscheduledPay(shift, ctx);
    explainClockChanges(shift, ctx);
    deductBreaks(shift, ctx);
    raiseAttendanceExceptions(shift, ctx);
    raiseMissingBreak(shift, ctx);
    raiseMissingJob(shift, ctx);
  }
  const inRange = shifts.filter((s) => s.reportDate >= input.range.from && s.reportDate <= input.range.to);
  const sectionsByDate = groupBy(sections, (s) => s.scheduleDate);
  // Leave first (it reads the paid work it must not pay twice), then public holiday pay (it reads whether the day
  // was worked and whether leave took it), then overtime (it counts holiday work and, optionally, paid leave).
  // A day's status, and whether a holiday was worked, are decided by the shifts that belong to the day, wherever
  // they are reported.
  const ownShifts = groupBy(shifts, (s) => s.homeDate);
  const leaveDays = chargeLeaves(inRange, sectionsByDate, ctx);
  const holidayDays = publicHolidayDays(ownShifts, sectionsByDate, leaveDays, ctx);
  const overtime = applyOvertime(inRange, leaveDays, holidayDays, ctx);
  const { days, refs } = buildDays(
    inRange,
    ownShifts,
    sectionsByDate,
    { leaveDays, holidayDays, overtimePayType: overtime.payType, notes: overtime.dayNotes },
    ctx,
  );
  let alternativeHolidaysEarned = 0;
  for (const day of holidayDays.values()) if (day.alternative) alternativeHolidaysEarned++;
  return {
    result: { employeeId: input.employee.id, days, totals: sumPayTypes(days), alternativeHolidaysEarned },
    explainRefs: refs,
  };
}

function newShift(key: string, section: WorkSection | null, punches: WorkPunch[], ctx: EngineContext): WorkShift {
  const homeDate = homeDateOf({ section, punches }, ctx);
  return {
    key,
    name: shiftName(section, punches, ctx),
    section,
    attendance: null,
    punches,
    pairs: [],
    homeDate,
    reportDate: homeDate,
    breakDeductedMinutes: 0,
    paidMinutes: 0,
    overtimeMinutes: 0,
    exceptions: [],
    explain: new ExplainLines(),
    sortMs: section ? section.startMs : (punches[0]?.minuteMs ?? 0),
  };
}

function scheduledShift(section: WorkSection, punches: WorkPunch[], ctx: EngineContext): WorkShift {
  const shift = newShift(section.key, section, punches, ctx);
  shift.pairs = pairPunches(punches, ctx.completionMs, ctx.asOfMs);
  if (punches.length > 0) shift.attendance = attendanceBounds(section, ctx);
  return shift;
}

/** Unscheduled shifts, keyed `<date>#u<n>` with n counting from 0 per date in order of time. */
function unscheduledShifts(runs: WorkPunch[][], ctx: EngineContext): WorkShift[] {
  const countByDate = new Map<string, number>();
  return groupUnscheduledShifts(runs, ctx.shiftThresholdMs, ctx.completionMs).map((punches) => {
    const shift = newShift('', null, punches, ctx);
    const n = countByDate.get(shift.homeDate) ?? 0;
    countByDate.set(shift.homeDate, n + 1);
    shift.key = `${shift.homeDate}#u${n}`;
    const pairable =
      ctx.payGroup.punchPairWitoutSchedule || isWorkingScheduleDay(ctx.scheduleByDate.get(shift.homeDate));
    shift.pairs = pairable ? pairPunches(punches, ctx.completionMs, ctx.asOfMs) : unpairedPunches(punches);
    return shift;
  });
}

function sumPayTypes(days: readonly DayResult[]): PayTypeAmount[] {
  const totals = new Map<string, PayTypeAmount>();
  for (const day of days) {
    for (const a of day.payTypes) {
      let t = totals.get(a.payTypeId);
      if (!t) {
        t = { payTypeId: a.payTypeId };
        totals.set(a.payTypeId, t);
      }
      if (a.minutes !== undefined) t.minutes = (t.minutes ?? 0) + a.minutes;
      if (a.units !== undefined) t.units = (t.units ?? 0) + a.units;
    }
  }
  return [...totals.values()].sort(byPayType);
}
