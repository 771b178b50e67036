// The Modify Punch / New Punch form (spec 001 §3 Punch, §5 "Punch", §9: a new punch at 00:00 on the day, day type
// Today): values from a punch, its field errors, and the saveSinglePunch body, whose day is the timesheet day shifted
// by the day type.
import type { PunchAnswer, SaveSinglePunchRequest } from '@rollcall/api-client';
import { DateTime } from 'luxon';
import { isTime } from '../kit/times';
import { TIMESHEET_MESSAGES as M } from './timesheet-messages';

export type DayType = 'Previous' | 'Today' | 'NextDay';

export const DAY_TYPE_OPTIONS: { value: DayType; label: string }[] = [
  { value: 'Previous', label: 'Previous' },
  { value: 'Today', label: 'Today' },
  { value: 'NextDay', label: 'Next Day' },
];

export interface PunchDraft {
  /** null for a new punch */
  id: string | null;
  /** the timesheet day the form was opened on */
  day: string;
  dayType: DayType;
  /** HH:mm */
  time: string;
  workPlaceId: string;
  positionId: string;
  jobId: string;
  taskId: string;
  reason: string;
}

/** Which codes the form asks for (the company's settings). */
export interface PunchCodeSettings {
  site: boolean;
  position: boolean;
  job: boolean;
  task: boolean;
}

const shift = (day: string, days: number) => DateTime.fromISO(day, { zone: 'utc' }).plus({ days }).toISODate() ?? day;

export function newPunch(day: string, time = '00:00'): PunchDraft {
  return { id: null, day, dayType: 'Today', time, workPlaceId: '', positionId: '', jobId: '', taskId: '', reason: '' };
}

/** A stored punch opened from the timesheet day `day`: its own local date says which day type it is. */
export function punchDraft(day: string, punch: PunchAnswer): PunchDraft {
  const dayType: DayType = punch.day < day ? 'Previous' : punch.day > day ? 'NextDay' : 'Today';
  return {
    id: punch.id,
    day,
    dayType,
    time: punch.time,
    workPlaceId: punch.workPlaceId ?? '',
    positionId: punch.positionId ?? '',
    jobId: punch.jobId ?? '',
    taskId: punch.taskId ?? '',
    reason: '',
  };
}

/** The punch's own local date: the timesheet day moved by the day type. */
export function punchDay(draft: Pick<PunchDraft, 'day' | 'dayType'>): string {
  return draft.dayType === 'Previous'
    ? shift(draft.day, -1)
    : draft.dayType === 'NextDay'
      ? shift(draft.day, 1)
      : draft.day;
}

export function punchErrors(draft: PunchDraft, codes: PunchCodeSettings): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isTime(draft.time)) errors.punchTime = M.timeRequired;
  if (codes.site && !draft.workPlaceId) errors.workPlaceId = M.siteRequired;
  if (draft.jobId && !draft.taskId) errors.taskId = M.taskRequired;
  return errors;
}

export function punchRequest(employeeId: string, draft: PunchDraft): SaveSinglePunchRequest {
  const orNull = (v: string) => (v === '' ? null : v);
  return {
    ...(draft.id ? { id: draft.id } : {}),
    employeeId,
    day: punchDay(draft),
    punchTime: draft.time,
    dayType: draft.dayType,
    workPlaceId: orNull(draft.workPlaceId),
    positionId: orNull(draft.positionId),
    jobId: orNull(draft.jobId),
    taskId: orNull(draft.taskId),
    reason: orNull(draft.reason.trim()),
  };
}
