import {
  GLOBAL_SCHEDULE_TEXTS,
  type GlobalScheduleOrder,
  type GlobalWorkSection,
  globalScheduleProblems,
  neighbourConflicts,
  sectionsOfRuleDay,
} from './global-schedule-rules.js';

const section = (startTime: string, endTime: string, more: Partial<GlobalWorkSection> = {}): GlobalWorkSection => ({
  startTime,
  endTime,
  ...more,
});
const order = (more: Partial<GlobalScheduleOrder['ruleDay']> = {}, byEmployee = true): GlobalScheduleOrder => ({
  byEmployee,
  employeeIds: byEmployee ? ['e1'] : [],
  departmentIds: byEmployee ? [] : ['d1'],
  ruleDay: { isOffDay: false, ruleDate: '2026-11-25', workSections: [section('09:00', '17:00')], ...more },
});
const messages = (o: GlobalScheduleOrder) => globalScheduleProblems(o).map((p) => p.message);

describe('a global schedule order (spec 002 §5)', () => {
  it('accepts a day of sections and an off day', () => {
    expect(globalScheduleProblems(order())).toEqual([]);
    expect(globalScheduleProblems(order({ isOffDay: true, workSections: [] }, false))).toEqual([]);
    expect(
      globalScheduleProblems(
        order({ workSections: [section('22:00', '06:00', { endTimeType: 'NextDay', breakTime: 30 })] }),
      ),
    ).toEqual([]);
  });

  it('needs the employees or the departments it is for', () => {
    expect(messages({ ...order(), employeeIds: [] })).toEqual([GLOBAL_SCHEDULE_TEXTS.noEmployees]);
    expect(messages({ ...order({}, false), departmentIds: [] })).toEqual([GLOBAL_SCHEDULE_TEXTS.noDepartments]);
  });

  it('needs Sch In and Sch Out, Sch Out later than Sch In with the day flags', () => {
    expect(messages(order({ workSections: [section('', '17:00')] }))).toEqual([GLOBAL_SCHEDULE_TEXTS.schInRequired]);
    expect(messages(order({ workSections: [section('09:00', '')] }))).toEqual([GLOBAL_SCHEDULE_TEXTS.schOutRequired]);
    expect(messages(order({ workSections: [section('17:00', '09:00')] }))).toEqual([
      'Sch Out must be later than Sch In!',
    ]);
    expect(messages(order({ workSections: [section('9:00', '17:00')] }))).toEqual(['must be a time written HH:mm']);
    expect(messages(order({ workSections: [section('09:00', '10:00', { breakTime: 60 })] }))).toEqual([
      GLOBAL_SCHEDULE_TEXTS.breakTooLong,
    ]);
  });

  it('refuses sections on an off day, no sections on a working day, and sections that overlap each other', () => {
    expect(messages(order({ isOffDay: true }))).toEqual(['This is offday, cannot create rule!']);
    expect(messages(order({ workSections: [] }))).toEqual([GLOBAL_SCHEDULE_TEXTS.noSections]);
    expect(messages(order({ workSections: [section('09:00', '13:00'), section('12:00', '17:00')] }))).toEqual([
      'Warning: Scheduling conflicts!',
    ]);
    expect(
      globalScheduleProblems(order({ workSections: [section('13:00', '17:00'), section('09:00', '13:00')] })),
    ).toEqual([]);
  });

  it('stores the sections sorted by start, with break and position', () => {
    const day = order({
      workSections: [
        section('13:00', '17:00', { departmentId: 'p1' }),
        section('22:00', '06:00', {
          startTimeType: 'Previous',
          breakTime: 15,
        }),
      ],
    }).ruleDay;
    expect(sectionsOfRuleDay(day)).toEqual([
      { start: '22:00', end: '06:00', startType: 'Previous', endType: 'Today', breakMinutes: 15 },
      { start: '13:00', end: '17:00', startType: 'Today', endType: 'Today', positionId: 'p1' },
    ]);
    expect(sectionsOfRuleDay({ ...day, isOffDay: true })).toEqual([]);
  });
});

describe('conflicts with the days around (spec 002 §4)', () => {
  const timed = (start: string, end: string, next = false, prev = false) => ({
    start,
    end,
    startType: prev ? ('Previous' as const) : ('Today' as const),
    endType: next ? ('NextDay' as const) : ('Today' as const),
  });

  it('names the previous day’s overnight section an early section runs into', () => {
    expect(neighbourConflicts('2026-11-25', [timed('05:00', '13:00')], [timed('22:00', '06:00', true)], [])).toEqual([
      {
        shiftDate: '2026-11-25',
        shiftStart: '2026-11-25 05:00',
        shiftEnd: '2026-11-25 13:00',
        conflictDate: '2026-11-24',
        conflictStart: '2026-11-24 22:00',
        conflictEnd: '2026-11-25 06:00',
        prevConflict: true,
      },
    ]);
  });

  it('names the next day’s section an overnight section runs into', () => {
    const conflicts = neighbourConflicts('2026-11-25', [timed('20:00', '07:00', true)], [], [timed('06:00', '14:00')]);
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({
      conflictDate: '2026-11-26',
      shiftEnd: '2026-11-26 07:00',
      prevConflict: false,
    });
  });

  it('finds none for back-to-back sections, for the day’s own sections, or around an off day', () => {
    expect(neighbourConflicts('2026-11-25', [timed('06:00', '14:00')], [timed('22:00', '06:00', true)], [])).toEqual(
      [],
    );
    expect(
      neighbourConflicts('2026-11-25', [timed('09:00', '17:00')], [timed('09:00', '17:00')], [timed('09:00', '17:00')]),
    ).toEqual([]);
    expect(neighbourConflicts('2026-11-25', [], [timed('22:00', '06:00', true)], [])).toEqual([]);
  });
});
