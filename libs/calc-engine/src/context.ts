// Everything the rules read from the input, prepared once per calculation.
import type {
  EngineInput,
  ExceptionType,
  Holiday,
  PayGroupRules,
  PayTypeRef,
  PayTypeRole,
  RoundingRule,
  ScheduleDay,
  ShiftApproval,
} from '@rollcall/contracts';
import { EngineInputError } from '@rollcall/contracts/engine-input-error';
import { holidayDates } from './holidays/holiday-dates.js';
import { parseIsoInstant } from './time/parse-instant.js';
import { ZoneClock } from './time/zone-clock.js';

export interface EngineContext {
  input: EngineInput;
  payGroup: PayGroupRules;
  clock: ZoneClock;
  asOfMs: number;
  /** punchPairCompletionTime in milliseconds. */
  completionMs: number;
  /** shiftThreshold in milliseconds. */
  shiftThresholdMs: number;
  roundingRules: RoundingRule[];
  /** The approval of a shift: those naming its key and those naming one of its punches, joined. */
  approvalOf(shift: { key: string; punches: readonly { id: string; duplicates: readonly { id: string }[] }[] }): {
    overtimeApproved: boolean;
    unscheduledApproved: boolean;
  };
  /** The schedule by date. */
  scheduleByDate: Map<string, ScheduleDay>;
  /** Whether an exception type is raised: enabled in exceptionSettings and the pay group does not skip them. */
  raises(type: ExceptionType): boolean;
  /** The pay type with role `ordinary` (the lowest id when several); throws when there is none. */
  ordinaryPayType(): PayTypeRef;
  /** The pay type with a role (the lowest id when several); throws, naming `purpose`, when there is none. */
  payTypeWithRole(role: PayTypeRole, purpose: string): PayTypeRef;
  /** The pay type with an id, if the input lists it. */
  payTypeById(id: string): PayTypeRef | undefined;
  /** Where each public holiday falls for this employee: local date → holiday (computed once, on first use). */
  holidays(): Map<string, Holiday>;
}

export function parseInstant(value: string, field: string): number {
  const ms = parseIsoInstant(value);
  if (!Number.isFinite(ms)) throw new EngineInputError(`${field} must be an ISO instant`, field);
  return ms;
}

export function createContext(input: EngineInput): EngineContext {
  let clock: ZoneClock;
  try {
    clock = new ZoneClock(input.timeZone);
  } catch {
    throw new EngineInputError('timeZone must be an IANA time zone (e.g. Pacific/Auckland)', 'timeZone');
  }
  const payGroup = input.payGroup;
  const byShiftKey = new Map<string, ShiftApproval[]>();
  const byPunchId = new Map<string, ShiftApproval[]>();
  const add = (map: Map<string, ShiftApproval[]>, key: string | undefined, approval: ShiftApproval) => {
    if (key === undefined) return;
    const list = map.get(key);
    if (list) list.push(approval);
    else map.set(key, [approval]);
  };
  for (const approval of input.approvals ?? []) {
    add(byShiftKey, approval.shiftKey, approval);
    add(byPunchId, approval.punchId, approval);
  }
  const approvalOf: EngineContext['approvalOf'] = (shift) => {
    const found = [...(byShiftKey.get(shift.key) ?? [])];
    // a punch counted once with others (within 60 s) names the shift too
    for (const punch of shift.punches) {
      for (const id of [punch.id, ...punch.duplicates.map((d) => d.id)]) found.push(...(byPunchId.get(id) ?? []));
    }
    return {
      overtimeApproved: found.some((a) => a.overtimeApproved === true),
      unscheduledApproved: found.some((a) => a.unscheduledApproved === true),
    };
  };
  const enabled = input.exceptionSettings.enabled;
  const scheduleByDate = new Map(input.schedule.map((d) => [d.date, d]));
  const byRole = new Map<PayTypeRole, PayTypeRef>();
  const payTypeWithRole = (role: PayTypeRole, purpose: string): PayTypeRef => {
    const known = byRole.get(role);
    if (known) return known;
    let found: PayTypeRef | undefined;
    for (const p of input.payTypes) if (p.role === role && (!found || p.id < found.id)) found = p;
    if (!found)
      throw new EngineInputError(`payTypes must include a pay type with role "${role}" ${purpose}`, 'payTypes');
    byRole.set(role, found);
    return found;
  };
  let holidays: Map<string, Holiday> | undefined;
  return {
    input,
    payGroup,
    clock,
    asOfMs: parseInstant(input.asOf, 'asOf'),
    completionMs: Math.round(payGroup.punchPairCompletionTime * 3_600_000),
    shiftThresholdMs: Math.round(payGroup.shiftThreshold * 60_000),
    roundingRules: [...(input.rounding?.rules ?? [])].sort((a, b) => a.from - b.from || a.to - b.to),
    approvalOf,
    scheduleByDate,
    raises: (type) => !payGroup.skipException && enabled[type] === true,
    ordinaryPayType: () => payTypeWithRole('ordinary', 'to pay worked minutes'),
    payTypeWithRole,
    payTypeById: (id) => input.payTypes.find((p) => p.id === id),
    holidays: () => (holidays ??= holidayDates(input, scheduleByDate)),
  };
}
