// Builders for engine inputs in tests: a plain Auckland pay group with no grace, no rounding, early arrival and
// late departure accepted, a 30 min scheduled break, 12 h pair completion and a 4 h shift threshold.
import type { EngineInput, Leave, PayGroupRules, ScheduleDay, ScheduleSection } from '@rollcall/contracts';

export const ZONE = 'Pacific/Auckland';

export function payGroup(overrides: Partial<PayGroupRules> = {}): PayGroupRules {
  return {
    period: 'Fortnightly',
    startTime: '00:00',
    breakCalculationType: 'None',
    workTime: 0,
    breakTime: 0.5,
    clockOutForBreaks: false,
    minimumBreak: false,
    breakTimeException: 0,
    punchPairCompletionTime: 12,
    shiftThreshold: 240,
    graceTimeIn: 0,
    graceTimeOut: 0,
    earlyArrivalThreshold: 60,
    lateDepartureThreshold: 60,
    acceptEA: true,
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
    ...overrides,
  };
}

export function input(overrides: Partial<EngineInput> = {}): EngineInput {
  return {
    asOf: '2026-05-01T00:00:00Z',
    timeZone: ZONE,
    range: { from: '2026-03-02', to: '2026-03-02' },
    employee: { id: 'emp-1' },
    payGroup: payGroup(),
    payTypes: [{ id: 'pt-ord', code: 'ORD', role: 'ordinary' }],
    rounding: null,
    holidays: [],
    schedule: [],
    punches: [],
    leaves: [],
    exceptionSettings: {
      earlyArrivalMinutes: 15,
      lateDepartureMinutes: 15,
      enabled: { MissingPunch: true, UnscheduleWork: true, Absent: true },
    },
    ...overrides,
  };
}

export function day(date: string, sections: ScheduleSection[], offDay = false): ScheduleDay {
  return { date, offDay, sections };
}

export function section(start: string, end: string, extra: Partial<ScheduleSection> = {}): ScheduleSection {
  return { start, end, ...extra };
}

/** Punches from local wall times `YYYY-MM-DDTHH:mm[:ss]±HH:MM` or any ISO instant; ids p1, p2, ... */
export function punches(...instants: string[]): EngineInput['punches'] {
  return instants.map((at, i) => ({ id: `p${i + 1}`, at }));
}

/** Approved leave `l1` (pay type pt-al) by time on one date, fromTime–toTime (byWorkHours). */
export function leaveByTime(date: string, fromTime: string, toTime: string, extra: Partial<Leave> = {}): Leave {
  return {
    id: 'l1',
    payTypeId: 'pt-al',
    status: 'Approved',
    fromDate: date,
    toDate: date,
    byWorkHours: true,
    fromTime,
    toTime,
    ...extra,
  };
}
