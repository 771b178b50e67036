// How `rollcall timesheet show` prints a week's timesheet: pure, no I/O. Hours are minutes / 60 to 2 decimals, as
// the console shows them (docs/api.md).

import type { PayTypeTime, PeriodResponse, PunchPair, TimesheetDay, WorkShift } from '@rollcall/api-client';
import { UsageError } from '../api.js';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** `--clock-id` as a number; a UsageError naming the option otherwise. */
export function clockIdOption(value: string | undefined): number {
  const text = value?.trim();
  if (!text) throw new UsageError('--clock-id is required');
  if (!/^\d{1,9}$/.test(text)) throw new UsageError(`--clock-id must be a whole number (got "${value}")`);
  return Number(text);
}

const hours = (minutes: number) => (minutes / 60).toFixed(2);

/** A pay-type figure: hours, or a count of units; pay card units added with a '+'. */
export function amountText(pay: Pick<PayTypeTime, 'minutes' | 'units' | 'payCardUnits'>): string {
  const calculated =
    pay.minutes !== undefined ? hours(pay.minutes) : pay.units !== undefined ? `${pay.units} units` : '';
  const card = pay.payCardUnits !== undefined ? `+${pay.payCardUnits.toFixed(2)} card` : '';
  return [calculated, card].filter(Boolean).join(' ') || hours(0);
}

const dayHeading = (date: string) => {
  const weekday = WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7] ?? '';
  return `${weekday} ${date.slice(8, 10)}/${date.slice(5, 7)}`;
};

const pairText = (p: PunchPair) => `${p.localIn ?? '(no in)'}-${p.localOut ?? '(no out)'}`;
const shiftsOf = (day: TimesheetDay): WorkShift[] => [...day.workShifts, ...day.unScheduledShifts];
const scheduledText = (day: TimesheetDay) =>
  day.workShifts.map((s) => `${s.startTime ?? ''}-${s.endTime ?? ''}`).join(', ') || '-';
const paidMinutes = (day: TimesheetDay) => day.payTypeTimes.reduce((all, p) => all + (p.minutes ?? 0), 0);

/** The timesheet: a heading, one line a day, the period's totals; with `explain`, each day's reasons under it. */
export function formatTimesheet(period: PeriodResponse, explain: boolean): string {
  const e = period.employee;
  const heading = `Timesheet of ${e.firstName} ${e.lastName} (clock ID ${e.clockId ?? '-'}), ${period.fromT} to ${period.toT}${
    period.ptClosed ? ' (closed pay period)' : ''
  }`;
  const rows = period.timeSheets.map((day) => [
    dayHeading(day.day),
    day.type,
    scheduledText(day),
    shiftsOf(day)
      .flatMap((s) => s.punchPairs)
      .map(pairText)
      .join(', ') || '-',
    hours(paidMinutes(day)),
    day.payTypeTimes.map((p) => `${p.code || p.payTypeName} ${amountText(p)}`).join(', '),
    day.exceptions.map((x) => (x.reviewed ? `${x.type} (reviewed)` : x.type)).join(', '),
  ]);
  const heads = ['Day', 'Status', 'Scheduled', 'Punches', 'Paid', 'Pay types', 'Exceptions'];
  const widths = heads.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  const lines = [heading, line(heads), line(widths.map((w) => '-'.repeat(w)))];
  period.timeSheets.forEach((day, i) => {
    lines.push(line(rows[i] ?? []));
    if (explain) lines.push(...reasonsOf(day).map((r) => `    ${r}`));
  });
  const total = period.totals.reduce((all, t) => all + (t.minutes ?? 0), 0);
  lines.push('', 'Totals');
  for (const t of period.totals) lines.push(`  ${t.payTypeName} (${t.code}): ${amountText(t)}`);
  lines.push(`  All pay types: ${hours(total)}`);
  if (period.recalculating > 0) lines.push(`(${period.recalculating} days are being recalculated: not final)`);
  lines.push('');
  return lines.join('\n');
}

/** Why the day pays what it pays: each pair's, each shift's and the day's sentences, once each, in that order. */
export function reasonsOf(day: TimesheetDay): string[] {
  const said = new Set<string>();
  const out: string[] = [];
  const say = (sentences: readonly string[] | undefined) => {
    for (const s of sentences ?? []) {
      if (said.has(s)) continue;
      said.add(s);
      out.push(s);
    }
  };
  for (const shift of shiftsOf(day)) {
    for (const pair of shift.punchPairs) say(pair.explain);
    say(shift.explain);
  }
  say(day.explain);
  for (const p of day.payTypeTimes) say(p.explain);
  return out;
}
