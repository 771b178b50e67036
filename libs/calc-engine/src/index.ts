export { calculate, calculateExplained } from './calculate.js';
export type { ExplainRef } from './explain/explain-lines.js';
export { addDays, dateOfDayNumber, dayNumber, daysInRange, eachDate, isLocalDate } from './time/civil-date.js';
export { resultChangesAt } from './days/result-changes-at.js';
export { ZoneClock } from './time/zone-clock.js';
export { payGroupAnchorDate, payPeriodContaining, type PayPeriod, type PayPeriodRules } from './periods/pay-period.js';
export { calculationRangeFor, overtimeSpanContaining } from './overtime/overtime-span.js';
export type {
  BreakCalculationType,
  DayResult,
  DayStatus,
  EngineException,
  EngineInput,
  EngineResult,
  ExceptionSettings,
  ExceptionType,
  Holiday,
  Leave,
  PairResult,
  PayGroupRules,
  PayTypeAmount,
  PayTypeRef,
  Punch,
  RoundingRule,
  ScheduleDay,
  ScheduleSection,
  ShiftApproval,
  ShiftResult,
  Skill,
} from '@rollcall/contracts';
