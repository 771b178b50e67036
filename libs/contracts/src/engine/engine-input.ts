// The calculation engine's input, exactly as /work/shared/CALCULATION.md "The interface" fixes it.
// Units: thresholds and grace in minutes; breakTime, workTime, punchPairCompletionTime, the overtime thresholds
// and convertUnit in hours. Names are the spec's PayGroup fields (including its spelling of
// `punchPairWitoutSchedule`).

export type ExceptionType =
  | 'EarlyArrival'
  | 'LateArrival'
  | 'EarlyDeparture'
  | 'LateDeparture'
  | 'Absent'
  | 'LongBreak'
  | 'MissingBreak'
  | 'MissingJob'
  | 'UnprovedOvertime'
  | 'MissingPunch'
  | 'UnscheduleWork'
  | 'UnscheduleBreak';

export const EXCEPTION_TYPES: readonly ExceptionType[] = [
  'EarlyArrival',
  'LateArrival',
  'EarlyDeparture',
  'LateDeparture',
  'Absent',
  'LongBreak',
  'MissingBreak',
  'MissingJob',
  'UnprovedOvertime',
  'MissingPunch',
  'UnscheduleWork',
  'UnscheduleBreak',
];

export type BreakCalculationType = 'None' | 'HoursAtWork' | 'TimeOfDay';
export type PayPeriodKind = 'Weekly' | 'Fortnightly' | 'Monthly' | 'Bimonthly';
export type OvertimeCalculationType = 'None' | 'Daily' | 'Weekly' | 'PayPeriod';
export type PayTypeRole = 'ordinary' | 'overtime' | 'publicHoliday' | 'publicHolidayLeave' | 'alternativeHoliday';
export type LeaveStatus = 'Pending' | 'Approved' | 'Declined' | 'Cancelled';
export type SkillAllowanceCalculation = 'eitherOnePerShift' | 'hoursWorkedForDay' | 'hoursWorkedForShift';

export interface PayGroupRules {
  period: PayPeriodKind;
  startTime: string;
  startDayOfMonth?: number;
  timeZoneId?: string;
  breakCalculationType: BreakCalculationType;
  workTime: number;
  breakStartTime?: string;
  breakTime: number;
  clockOutForBreaks: boolean;
  minimumBreak: boolean;
  breakTimeException: number;
  punchPairCompletionTime: number;
  shiftThreshold: number;
  graceTimeIn: number;
  graceTimeOut: number;
  earlyArrivalThreshold: number;
  lateDepartureThreshold: number;
  acceptEA: boolean;
  acceptLD: boolean;
  payOnFinishDay: boolean;
  convertUnit: number;
  skipHoliday: boolean;
  skipUnscheduleDay: boolean;
  durationBySchedule: boolean;
  overtimeCalculationType: OvertimeCalculationType;
  dailyOvertimeThreshold?: number;
  includePaidLeavesInOvertimeThreshold: boolean;
  useStandardHoursAsPeriodOvertimeThreshold: boolean;
  periodOvertimeThreshold?: number;
  periodOvertimeCode?: string;
  supervisorMAOT: boolean;
  hideApproveOT: boolean;
  skipException: boolean;
  approvedUnscheduledWork: boolean;
  punchPairWitoutSchedule: boolean;
  calculatePublicHoliday: boolean;
  phlAbsent: boolean;
  enablePublicHolidayLeave: boolean;
  calculatePublicHolidayLeaveBySchedule: boolean;
  calculateAlternativeHoliday: boolean;
  calculateAlternativeHolidayOnSchedule: boolean;
}

export interface PayTypeRef {
  id: string;
  code: string;
  isOvertime?: boolean;
  payRateFactor?: number;
  isLeave?: boolean;
  /** leave types: false when the leave is unpaid (it then never counts toward the overtime threshold); default true */
  paidLeave?: boolean;
  isAllowance?: boolean;
  role?: PayTypeRole;
}

export interface RoundingRule {
  from: number;
  to: number;
  value: number;
}

export interface Holiday {
  date: string;
  alterdate?: string | null;
  name: string;
}

export interface ScheduleSection {
  start: string; // HH:mm local
  end: string; // HH:mm local
  startType?: 'Previous' | 'Today';
  endType?: 'Today' | 'NextDay';
  breakMinutes?: number;
  lunchWorkingThrough?: boolean;
  overrideBreakCalculation?: boolean;
  breakCalculationType?: BreakCalculationType;
  breakTriggerHours?: number;
  breakStartTime?: string;
  overridePayGroup?: boolean;
  allowOT?: boolean;
  allowEA?: boolean;
  allowLD?: boolean;
  positionId?: string;
  jobId?: string;
  taskId?: string;
  skillIds?: string[];
}

export interface ScheduleDay {
  date: string;
  offDay: boolean;
  sections: ScheduleSection[];
}

export interface Punch {
  id: string;
  at: string; // ISO instant
  source?: string;
  positionId?: string;
  jobId?: string;
  taskId?: string;
}

export interface Leave {
  id: string;
  payTypeId: string;
  status: LeaveStatus;
  fromDate: string;
  toDate: string;
  fromTime?: string;
  toTime?: string;
  byWorkHours?: boolean;
  scheduledDuration?: boolean;
  hoursPerDay?: number;
  skip?: boolean;
  skipUnscheduled?: boolean;
}

/**
 * An approval names its shift by key, or by one of its punches (`punchId`): a punch pair approved on the time
 * approvals screen keeps naming its shift when other shifts of the day come and go and the keys move.
 */
export interface ShiftApproval {
  shiftKey?: string;
  punchId?: string;
  overtimeApproved?: boolean;
  unscheduledApproved?: boolean;
}

export interface Skill {
  id: string;
  allowancePayTypeId: string;
  calculation: SkillAllowanceCalculation;
}

export interface ExceptionSettings {
  earlyArrivalMinutes: number;
  lateDepartureMinutes: number;
  enabled: Partial<Record<ExceptionType, boolean>>;
}

export interface EngineInput {
  asOf: string; // ISO instant: "now" for the calculation (open punches, absences)
  timeZone: string; // IANA zone of the employee, e.g. "Pacific/Auckland"
  range: { from: string; to: string }; // local dates, inclusive, YYYY-MM-DD
  employee: { id: string; standardHours?: number; guaranteedHours?: number; skillIds?: string[] };
  payGroup: PayGroupRules;
  payTypes: PayTypeRef[];
  rounding?: { rules: RoundingRule[] } | null;
  holidays: Holiday[];
  schedule: ScheduleDay[]; // one entry per scheduled date in (and one day around) the range
  punches: Punch[];
  leaves: Leave[];
  approvals?: ShiftApproval[];
  skills?: Skill[];
  exceptionSettings: ExceptionSettings;
}
