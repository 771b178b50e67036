// Engine benchmark: a generated company of 10,000 employees × 14 days (seeded, so every run sees the same
// company), calculated employee by employee on one core. The fortnight crosses the end of NZ daylight time and
// Easter; employees have day, evening, overnight and split schedules, every break calculation type, leave (approved
// and not, by the day, by schedule and by hours) and public holidays (one moved to another day).
// Prints employee-days per second and microseconds per employee-day: the median of RUNS timed runs after a warm-up,
// with the spread, and a checksum of the paid minutes (the same company always gives the same checksum).
// `npm run bench:engine` builds the engine first. BENCH_EMPLOYEES and BENCH_RUNS change the size and the runs.
import type { EngineInput, Leave, PayGroupRules, ScheduleDay, ScheduleSection } from '@rollcall/contracts';
import { calculate } from '../index.js';
import { addDays } from '../time/civil-date.js';
import { ZoneClock } from '../time/zone-clock.js';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const DAYS = 14;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const FROM = '2026-03-30'; // a fortnight across the end of NZ daylight time (2026-04-05)

/** mulberry32: a small seeded PRNG, in the bench only. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const basePayGroup: PayGroupRules = {
  period: 'Fortnightly',
  startTime: '00:00',
  breakCalculationType: 'None',
  workTime: 5,
  breakTime: 0.5,
  clockOutForBreaks: false,
  minimumBreak: false,
  breakTimeException: 10,
  punchPairCompletionTime: 14,
  shiftThreshold: 240,
  graceTimeIn: 0,
  graceTimeOut: 0,
  earlyArrivalThreshold: 90,
  lateDepartureThreshold: 120,
  acceptEA: false,
  acceptLD: true,
  payOnFinishDay: false,
  convertUnit: 8,
  skipHoliday: false,
  skipUnscheduleDay: false,
  durationBySchedule: false,
  overtimeCalculationType: 'None',
  includePaidLeavesInOvertimeThreshold: false,
  useStandardHoursAsPeriodOvertimeThreshold: false,
  supervisorMAOT: false,
  hideApproveOT: false,
  skipException: false,
  approvedUnscheduledWork: false,
  punchPairWitoutSchedule: true,
  calculatePublicHoliday: false,
  phlAbsent: false,
  enablePublicHolidayLeave: false,
  calculatePublicHolidayLeaveBySchedule: false,
  calculateAlternativeHoliday: false,
  calculateAlternativeHolidayOnSchedule: false,
};

const PAY_GROUPS: PayGroupRules[] = [
  basePayGroup,
  { ...basePayGroup, clockOutForBreaks: true, minimumBreak: true, graceTimeIn: 5, graceTimeOut: 5 },
  { ...basePayGroup, breakCalculationType: 'HoursAtWork', acceptEA: true, payOnFinishDay: true },
  { ...basePayGroup, approvedUnscheduledWork: true, punchPairWitoutSchedule: false },
  { ...basePayGroup, breakCalculationType: 'TimeOfDay', breakStartTime: '12:30', skipHoliday: true },
  { ...basePayGroup, clockOutForBreaks: true, breakTimeException: 15, durationBySchedule: true },
];

interface Pattern {
  sections: ScheduleSection[];
  workDays: number[]; // 0 = Monday
}

const PATTERNS: Pattern[] = [
  { sections: [{ start: '09:00', end: '17:30', breakMinutes: 30 }], workDays: [0, 1, 2, 3, 4] },
  { sections: [{ start: '06:00', end: '14:00' }], workDays: [0, 1, 2, 3, 4, 5] },
  { sections: [{ start: '14:00', end: '22:00' }], workDays: [1, 2, 3, 4, 5] },
  { sections: [{ start: '22:00', end: '06:00', endType: 'NextDay', breakMinutes: 30 }], workDays: [0, 1, 2, 3] },
  {
    sections: [
      { start: '07:00', end: '11:00', breakMinutes: 0 },
      { start: '16:00', end: '20:00', breakMinutes: 0 },
    ],
    workDays: [0, 2, 4, 5],
  },
  {
    sections: [
      {
        start: '08:00',
        end: '18:00',
        breakMinutes: 45,
        overrideBreakCalculation: true,
        breakCalculationType: 'HoursAtWork',
        breakTriggerHours: 6,
      },
    ],
    workDays: [0, 1, 2, 3],
  },
  {
    sections: [
      {
        start: '10:00',
        end: '16:00',
        lunchWorkingThrough: true,
        overridePayGroup: true,
        allowEA: true,
        allowLD: false,
      },
    ],
    workDays: [2, 3, 4, 5, 6],
  },
];

const HOLIDAYS: EngineInput['holidays'] = [
  { date: '2026-04-03', name: 'Good Friday' },
  { date: '2026-04-06', name: 'Easter Monday' },
  { date: '2026-04-04', alterdate: '2026-04-07', name: 'Company Day' },
];

/** Leave for about one employee in eight: a day or three, approved or not, charged in each of the three ways. */
function leaveFor(e: number, random: () => number): Leave[] {
  if (random() >= 0.12) return [];
  const start = Math.floor(random() * DAYS);
  const kind = Math.floor(random() * 3);
  const status = random() < 0.8 ? 'Approved' : random() < 0.5 ? 'Pending' : 'Declined';
  return [
    {
      id: `leave-${e}`,
      payTypeId: 'pt-al',
      status,
      fromDate: addDays(FROM, start),
      toDate: addDays(FROM, Math.min(DAYS - 1, start + Math.floor(random() * 3))),
      ...(kind === 0 ? { hoursPerDay: 8 } : {}),
      ...(kind === 1 ? { scheduledDuration: true } : {}),
      ...(kind === 2 ? { byWorkHours: true, fromTime: '09:00', toTime: '13:00' } : {}),
      skipUnscheduled: true,
    },
  ];
}

function generateCompany(): EngineInput[] {
  const random = prng(20260405);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const jitter = (minutes: number) =>
    Math.round((random() * 2 - 1) * minutes * 60_000) + Math.floor(random() * 60) * 1000;
  const zones = ['Pacific/Auckland', 'Pacific/Auckland', 'Pacific/Auckland', 'Australia/Sydney'];
  const clocks = new Map(zones.map((z) => [z, new ZoneClock(z)]));
  const company: EngineInput[] = [];
  for (let e = 0; e < EMPLOYEES; e++) {
    const timeZone = pick(zones);
    const clock = clocks.get(timeZone) as ZoneClock;
    const pattern = pick(PATTERNS);
    const payGroup = pick(PAY_GROUPS);
    const schedule: ScheduleDay[] = [];
    const punches: EngineInput['punches'] = [];
    const leaves = leaveFor(e, random);
    const onLeave = (date: string) =>
      leaves.some((l) => l.status === 'Approved' && !l.byWorkHours && l.fromDate <= date && date <= l.toDate);
    const punch = (ms: number) => punches.push({ id: `e${e}-${punches.length}`, at: new Date(ms).toISOString() });
    for (let d = -1; d <= DAYS; d++) {
      const date = addDays(FROM, d);
      const weekday = ((d % 7) + 7) % 7;
      const working = pattern.workDays.includes(weekday);
      schedule.push({ date, offDay: !working, sections: working ? pattern.sections : [] });
      if (!working || d < 0 || d >= DAYS) continue;
      if (random() < 0.03 || onLeave(date)) continue; // absent, or on leave
      for (const s of pattern.sections) {
        const start = clock.instantOf(date, Number(s.start.slice(0, 2)) * 60 + Number(s.start.slice(3)));
        const end = clock.instantOf(
          s.endType === 'NextDay' ? addDays(date, 1) : date,
          Number(s.end.slice(0, 2)) * 60 + Number(s.end.slice(3)),
        );
        punch(start + jitter(12));
        if (random() < 0.03) punch(start + 20_000); // a double tap
        if (payGroup.clockOutForBreaks && end - start > 6 * 3_600_000) {
          const lunch = start + (end - start) / 2 + jitter(20);
          punch(lunch);
          punch(lunch + (25 + Math.floor(random() * 15)) * 60_000);
        }
        if (random() < 0.02) continue; // forgot to punch out
        punch(end + jitter(15));
      }
      if (random() < 0.02) {
        const extra = clock.instantOf(date, 19 * 60 + 30);
        punch(extra + jitter(30));
        punch(extra + 2 * 3_600_000 + jitter(30));
      }
    }
    company.push({
      asOf: '2026-04-13T12:00:00Z',
      timeZone,
      range: { from: FROM, to: addDays(FROM, DAYS - 1) },
      employee: { id: `emp-${e}` },
      payGroup,
      payTypes: [
        { id: 'pt-ord', code: 'ORD', role: 'ordinary' },
        { id: 'pt-ot15', code: 'OT15', role: 'overtime', isOvertime: true, payRateFactor: 1.5 },
        { id: 'pt-al', code: 'AL', isLeave: true },
        { id: 'pt-ph', code: 'PH', role: 'publicHoliday', payRateFactor: 1.5 },
        { id: 'pt-phl', code: 'PHL', role: 'publicHolidayLeave', isLeave: true },
        { id: 'pt-alt', code: 'ALT', role: 'alternativeHoliday' },
      ],
      rounding:
        e % 3 === 0
          ? {
              rules: [
                { from: 0, to: 7, value: 0 },
                { from: 53, to: 59, value: 60 },
              ],
            }
          : null,
      holidays: HOLIDAYS,
      schedule,
      punches,
      leaves,
      approvals: [],
      exceptionSettings: {
        earlyArrivalMinutes: 15,
        lateDepartureMinutes: 15,
        enabled: {
          MissingPunch: true,
          UnscheduleWork: true,
          Absent: true,
          LateArrival: true,
          EarlyDeparture: true,
          LongBreak: true,
        },
      },
    });
  }
  return company;
}

interface Run {
  /** Wall-clock milliseconds. */
  ms: number;
  /** Process CPU milliseconds (user + system): on a busy machine, the time the bench itself ran. */
  cpuMs: number;
  checksum: number;
}

function runOnce(company: readonly EngineInput[]): Run {
  let checksum = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (const input of company) {
    const result = calculate(input);
    for (const total of result.totals) checksum += (total.minutes ?? 0) + (total.units ?? 0);
  }
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { ms, cpuMs: (used.user + used.system) / 1000, checksum };
}

const generated = performance.now();
const company = generateCompany();
const employeeDays = company.length * DAYS;
const punchCount = company.reduce((n, c) => n + c.punches.length, 0);
const leaveCount = company.reduce((n, c) => n + c.leaves.length, 0);
console.log(
  `engine bench: ${company.length} employees × ${DAYS} days = ${employeeDays} employee-days, ${punchCount} punches, ${leaveCount} leaves (generated in ${Math.round(performance.now() - generated)} ms), Node ${process.version}, one core`,
);
const rate = (ms: number) => Math.round(employeeDays / (ms / 1000));
const n = (x: number) => x.toLocaleString('en-US');
runOnce(company); // warm-up
const runs: Run[] = [];
for (let r = 0; r < RUNS; r++) {
  const run = runOnce(company);
  if (runs.length && run.checksum !== runs[0]?.checksum) throw new Error('the checksum changed between runs');
  runs.push(run);
  console.log(
    `  run ${r + 1}: ${Math.round(run.ms)} ms wall (${n(rate(run.ms))} employee-days/s), ${Math.round(run.cpuMs)} ms CPU (${n(rate(run.cpuMs))}/s)`,
  );
}

function summary(label: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] as number;
  const fastest = sorted[0] as number;
  const slowest = sorted[sorted.length - 1] as number;
  return (
    `${label}: ${n(rate(median))} employee-days/s, ${((median * 1000) / employeeDays).toFixed(2)} µs per employee-day ` +
    `(spread ${n(rate(slowest))}–${n(rate(fastest))}/s)`
  );
}

console.log(`median of ${RUNS} runs on one core, paid minutes checksum ${runs[0]?.checksum}`);
console.log(
  `  ${summary(
    'wall clock',
    runs.map((r) => r.ms),
  )}`,
);
console.log(
  `  ${summary(
    'CPU time  ',
    runs.map((r) => r.cpuMs),
  )}`,
);
