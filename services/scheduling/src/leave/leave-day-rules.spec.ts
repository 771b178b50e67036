import { type LeaveGroupRules, type LeaveShape, leaveDays, type ScheduleOfDay } from './leave-day-rules.js';

const RULES: LeaveGroupRules = {
  skipHoliday: true,
  skipUnscheduleDay: true,
  durationBySchedule: false,
  convertUnit: 8,
};
const LEAVE: LeaveShape = {
  fromDate: '2026-12-07',
  toDate: '2026-12-11',
  byWorkHours: false,
  fromTime: null,
  toTime: null,
  fromNextDay: false,
  toNextDay: false,
  scheduledDuration: true,
  hoursPerDay: null,
  skip: false,
  skipUnscheduled: false,
};
const DAY: ScheduleOfDay = { offDay: false, sections: [{ start: '09:00', end: '17:30', breakMinutes: 30 }] };
// Monday to Wednesday rostered, Thursday off, Friday without a schedule
const WEEK = new Map<string, ScheduleOfDay>([
  ['2026-12-07', DAY],
  ['2026-12-08', DAY],
  ['2026-12-09', DAY],
  ['2026-12-10', { offDay: true, sections: [] }],
]);

describe('leaveDays (the hours a leave charges, as the engine charges them without work)', () => {
  it('charges the scheduled minutes by schedule and skips days without a working schedule', () => {
    const { days, problems } = leaveDays(LEAVE, WEEK, new Set(), RULES);
    expect(days.map((d) => d.minutes)).toEqual([480, 480, 480, 0, 0]);
    expect(days.map((d) => d.skipped)).toEqual([null, null, null, 'unscheduled', 'unscheduled']);
    expect(problems).toEqual([]);
  });

  it('charges hours per day, else the pay group’s hours per day', () => {
    const byHours = { ...LEAVE, scheduledDuration: false, hoursPerDay: 4, toDate: '2026-12-08' };
    expect(leaveDays(byHours, WEEK, new Set(), RULES).days.map((d) => d.minutes)).toEqual([240, 240]);
    const unset = { ...byHours, hoursPerDay: null };
    expect(leaveDays(unset, WEEK, new Set(), RULES).days.map((d) => d.minutes)).toEqual([480, 480]);
    // the pay group's durationBySchedule charges the schedule, as the engine does
    const bySchedule = leaveDays(byHours, WEEK, new Set(), { ...RULES, durationBySchedule: true });
    expect(bySchedule.days.map((d) => d.minutes)).toEqual([480, 480]);
  });

  it('charges a time range’s overlap with the sections, at most the scheduled minutes; the window on a day without', () => {
    const byTime = { ...LEAVE, scheduledDuration: false, byWorkHours: true, fromTime: '13:00', toTime: '17:30' };
    const { days } = leaveDays(byTime, WEEK, new Set(), { ...RULES, skipUnscheduleDay: false });
    expect(days.map((d) => d.minutes)).toEqual([270, 270, 270, 270, 270]);
    const whole = { ...byTime, fromTime: '08:00', toTime: '18:00', toDate: '2026-12-07' };
    expect(leaveDays(whole, WEEK, new Set(), RULES).days[0]?.minutes).toBe(480);
    const overnight = { ...byTime, fromTime: '16:00', toTime: '01:00', toNextDay: true, toDate: '2026-12-07' };
    expect(leaveDays(overnight, WEEK, new Set(), RULES).days[0]?.minutes).toBe(90);
  });

  it('names the days the save refuses: a holiday not skipped, an off day, a day with no schedule by schedule', () => {
    const strict = { ...RULES, skipHoliday: false, skipUnscheduleDay: false };
    expect(leaveDays(LEAVE, WEEK, new Set(['2026-12-08']), strict).problems).toEqual([
      { code: 'holiday', date: '2026-12-08' },
      { code: 'noData', date: '2026-12-11' },
    ]);
    const byHours = { ...LEAVE, scheduledDuration: false, hoursPerDay: 8 };
    expect(leaveDays(byHours, WEEK, new Set(), strict).problems).toEqual([{ code: 'offDay', date: '2026-12-10' }]);
    const skipped = leaveDays({ ...LEAVE, skip: true }, WEEK, new Set(['2026-12-08']), strict);
    expect(skipped.days[1]).toEqual({ date: '2026-12-08', minutes: 0, skipped: 'holiday' });
  });
});
