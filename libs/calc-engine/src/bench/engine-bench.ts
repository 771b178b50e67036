// Engine benchmark: a generated company of 10,000 employees × 14 days (seeded, so every run sees the same
// company), calculated employee by employee on one core. Prints employee-days per second and microseconds per
// employee-day, the median of 5 runs after a warm-up. `npm run bench:engine` (build first).
import type { EngineInput, PayGroupRules, ScheduleDay, ScheduleSection } from '@rollcall/contracts';
import { calculate } from '../index.js';
import { addDays } from '../time/civil-date.js';
import { ZoneClock } from '../time/zone-clock.js';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const DAYS = 14;
const RUNS = 5;
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
];

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
    const punch = (ms: number) => punches.push({ id: `e${e}-${punches.length}`, at: new Date(ms).toISOString() });
    for (let d = -1; d <= DAYS; d++) {
      const date = addDays(FROM, d);
      const weekday = ((d % 7) + 7) % 7;
      const working = pattern.workDays.includes(weekday);
      schedule.push({ date, offDay: !working, sections: working ? pattern.sections : [] });
      if (!working || d < 0 || d >= DAYS) continue;
      if (random() < 0.03) continue; // absent
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
      holidays: [
        { date: '2026-04-03', name: 'Good Friday' },
        { date: '2026-04-06', name: 'Easter Monday' },
      ],
      schedule,
      punches,
      leaves: [],
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

function runOnce(company: readonly EngineInput[]): { ms: number; checksum: number } {
  let checksum = 0;
  const started = performance.now();
  for (const input of company) {
    const result = calculate(input);
    for (const total of result.totals) checksum += total.minutes ?? 0;
  }
  return { ms: performance.now() - started, checksum };
}

const generated = performance.now();
const company = generateCompany();
const employeeDays = company.length * DAYS;
const punchCount = company.reduce((n, c) => n + c.punches.length, 0);
console.log(
  `engine bench: ${company.length} employees × ${DAYS} days = ${employeeDays} employee-days, ${punchCount} punches (generated in ${Math.round(performance.now() - generated)} ms)`,
);
runOnce(company); // warm-up
const runs: number[] = [];
let checksum = 0;
for (let r = 0; r < RUNS; r++) {
  const run = runOnce(company);
  runs.push(run.ms);
  checksum = run.checksum;
  console.log(`  run ${r + 1}: ${Math.round(run.ms)} ms`);
}
const median = [...runs].sort((a, b) => a - b)[Math.floor(RUNS / 2)] as number;
console.log(
  `median of ${RUNS}: ${Math.round(employeeDays / (median / 1000)).toLocaleString('en-US')} employee-days/s, ${((median * 1000) / employeeDays).toFixed(2)} µs per employee-day (paid minutes checksum ${checksum})`,
);
