// fast-check generators of realistic engine inputs: a week of schedule (day, evening and overnight sections,
// off days) around a daylight-saving change, with punches near the sections, stray punches and duplicates.
import fc from 'fast-check';
import type { EngineInput, ScheduleDay } from '@rollcall/contracts';
import { addDays, dayNumber } from '../src/time/civil-date.js';
import { ZoneClock } from '../src/time/zone-clock.js';
import { input, payGroup } from './fixtures.js';

const START_DATES = ['2026-03-02', '2026-04-02', '2026-09-24', '2026-07-13'];

export interface Options {
  zones?: string[];
  grace?: boolean;
  rounding?: boolean;
}

const sectionArb = fc.record({
  startMinute: fc.integer({ min: 0, max: 47 }).map((n) => n * 30),
  length: fc.integer({ min: 2, max: 20 }).map((n) => n * 30),
  breakMinutes: fc.option(fc.constantFrom(0, 15, 30, 45, 60), { nil: undefined }),
  lunchWorkingThrough: fc.boolean(),
});

const hhmm = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

export function inputArb(options: Options = {}): fc.Arbitrary<EngineInput> {
  const zones = options.zones ?? ['Pacific/Auckland'];
  return fc
    .record({
      zone: fc.constantFrom(...zones),
      from: fc.constantFrom(...START_DATES),
      days: fc.array(fc.record({ off: fc.boolean(), sections: fc.array(sectionArb, { minLength: 0, maxLength: 2 }) }), {
        minLength: 7,
        maxLength: 7,
      }),
      punchNoise: fc.array(
        fc.record({
          section: fc.nat(),
          edge: fc.constantFrom('start', 'end'),
          offset: fc.integer({ min: -90, max: 90 }),
          seconds: fc.integer({ min: 0, max: 59 }),
          keep: fc.integer({ min: 0, max: 9 }),
        }),
        { maxLength: 30 },
      ),
      stray: fc.array(fc.integer({ min: 0, max: 7 * 24 * 60 - 1 }), { maxLength: 6 }),
      asOfMinute: fc.integer({ min: 0, max: 10 * 24 * 60 }),
      flags: fc.record({
        acceptEA: fc.boolean(),
        acceptLD: fc.boolean(),
        payOnFinishDay: fc.boolean(),
        approvedUnscheduledWork: fc.boolean(),
        punchPairWitoutSchedule: fc.boolean(),
        clockOutForBreaks: fc.boolean(),
        minimumBreak: fc.boolean(),
        breakCalculationType: fc.constantFrom('None' as const, 'HoursAtWork' as const, 'TimeOfDay' as const),
        punchPairCompletionTime: fc.constantFrom(8, 12, 16),
        shiftThreshold: fc.constantFrom(60, 240, 480),
        earlyArrivalThreshold: fc.constantFrom(0, 30, 60, 120),
        lateDepartureThreshold: fc.constantFrom(0, 30, 60, 120),
        graceTimeIn: options.grace ? fc.constantFrom(0, 5, 10) : fc.constant(0),
        graceTimeOut: options.grace ? fc.constantFrom(0, 5, 10) : fc.constant(0),
      }),
      rounding: options.rounding ? fc.boolean() : fc.constant(false),
    })
    .map((g) => {
      const clock = new ZoneClock(g.zone);
      const schedule: ScheduleDay[] = g.days.map((d, i) => {
        const date = addDays(g.from, i);
        let cursor = 0;
        const sections = d.sections.flatMap((s) => {
          const start = Math.max(cursor, s.startMinute);
          const end = start + s.length;
          if (start >= 24 * 60) return [];
          cursor = end + 30;
          return [
            {
              start: hhmm(start),
              end: hhmm(end),
              ...(end >= 24 * 60 ? { endType: 'NextDay' as const } : {}),
              breakMinutes: s.breakMinutes,
              lunchWorkingThrough: s.lunchWorkingThrough,
            },
          ];
        });
        return {
          date,
          offDay: d.off && sections.length === 0,
          sections: sections.map((s) =>
            s.breakMinutes === undefined
              ? {
                  start: s.start,
                  end: s.end,
                  ...(s.endType ? { endType: s.endType } : {}),
                  lunchWorkingThrough: s.lunchWorkingThrough,
                }
              : s,
          ),
        };
      });
      const sectionTimes = schedule.flatMap((d) =>
        d.sections.map((s) => {
          const startMin = Number(s.start.slice(0, 2)) * 60 + Number(s.start.slice(3));
          const endMin = Number(s.end.slice(0, 2)) * 60 + Number(s.end.slice(3));
          return {
            start: clock.instantOf(d.date, startMin),
            end: clock.instantOf(s.endType === 'NextDay' ? addDays(d.date, 1) : d.date, endMin),
          };
        }),
      );
      const instants: number[] = [];
      if (sectionTimes.length) {
        for (const n of g.punchNoise) {
          const s = sectionTimes[n.section % sectionTimes.length]!;
          const base = n.edge === 'start' ? s.start : s.end;
          const ms = base + n.offset * 60_000 + n.seconds * 1000;
          instants.push(ms);
          if (n.keep === 0) instants.push(ms + 30_000); // a duplicate
        }
      }
      const weekStart = clock.instantOf(g.from, 0);
      for (const m of g.stray) instants.push(weekStart + m * 60_000);
      const punches = instants.map((ms, i) => ({
        id: `p${String(i).padStart(3, '0')}`,
        at: new Date(ms).toISOString(),
      }));
      return input({
        timeZone: g.zone,
        asOf: new Date(weekStart + g.asOfMinute * 60_000).toISOString(),
        range: { from: g.from, to: addDays(g.from, 6) },
        payGroup: payGroup(g.flags),
        rounding: g.rounding
          ? {
              rules: [
                { from: 0, to: 7, value: 0 },
                { from: 53, to: 59, value: 60 },
              ],
            }
          : null,
        payTypes: [
          { id: 'pt-ot', code: 'OT15', role: 'overtime' },
          { id: 'pt-ord', code: 'ORD', role: 'ordinary' },
        ],
        schedule,
        punches,
        holidays: [{ date: addDays(g.from, 3), name: 'Test Holiday' }],
        approvals: [{ shiftKey: `${addDays(g.from, 1)}#u0`, unscheduledApproved: true }],
        exceptionSettings: {
          earlyArrivalMinutes: 10,
          lateDepartureMinutes: 10,
          enabled: {
            MissingPunch: true,
            UnscheduleWork: true,
            Absent: true,
            LateArrival: true,
            EarlyDeparture: true,
            EarlyArrival: true,
            LateDeparture: true,
            LongBreak: true,
            UnscheduleBreak: true,
          },
        },
      });
    });
}

/**
 * Shifts every date and instant of a JSON text by whole days (instants are written as local date-times), and every
 * day an explain sentence names (`shift Mon 02/03 09:00–17:00`).
 */
export function shiftDatesInText(text: string, days: number): string {
  return text
    .replace(/(?<!\d)(\d{4}-\d{2}-\d{2})(?!\d)/g, (date) => addDays(date, days))
    .replace(DAY_NAME, (name: string) => shiftDayName(name, days));
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const DAY_NAME = /\b(Sun|Mon|Tue|Wed|Thu|Fri|Sat) (\d{2})\/(\d{2})\b/g;

/** `Mon 02/03` moved by whole days; its year is the one of 2025–2027 whose calendar has that weekday on that date. */
function shiftDayName(name: string, days: number): string {
  const [weekday, day, month] = [name.slice(0, 3), name.slice(4, 6), name.slice(7, 9)];
  const year = [2026, 2025, 2027].find((y) => WEEKDAYS[(dayNumber(`${y}-${month}-${day}`) + 4) % 7] === weekday);
  if (year === undefined) throw new Error(`no year near 2026 has ${name}`);
  const moved = addDays(`${year}-${month}-${day}`, days);
  return `${WEEKDAYS[(dayNumber(moved) + 4) % 7]} ${moved.slice(8, 10)}/${moved.slice(5, 7)}`;
}

export { dayNumber };
