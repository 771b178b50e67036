// The Punch Pair form (spec 001 §2 "Punch Pair", §4 "Pay card detail", §5 "Punch pair"): In and Out each a local
// date and time, the pair's site and codes, the reason. A pair without an out punch offers the punch-out row, and
// only then; Site and Position are required when the company uses them, a Task once a Job is chosen.
import type { PunchPairAnswer, PunchPairSaveRequest } from '@rollcall/api-client';
import { isTime } from '../kit/times';
import type { PunchCodeSettings } from './punch-form';
import { PUNCH_PAIR_MESSAGES as M } from './punch-pair-messages';

export interface PairDraft {
  /** the pair as the timesheet names it: `<in punch id>~<out punch id>` */
  id: string;
  /** the pair has an in punch: In is shown and required */
  hasIn: boolean;
  /** the pair has an out punch: Out is shown and required */
  hasOut: boolean;
  /** the punch-out row was added (a pair without an out punch) */
  addingOut: boolean;
  inDay: string;
  inTime: string;
  outDay: string;
  outTime: string;
  workPlaceId: string;
  positionId: string;
  jobId: string;
  taskId: string;
  reason: string;
}

export function pairDraft(pair: PunchPairAnswer): PairDraft {
  return {
    id: pair.id,
    hasIn: !!pair.inPunchId,
    hasOut: !!pair.outPunchId,
    addingOut: false,
    inDay: pair.inDay ?? '',
    inTime: pair.inTime ?? '',
    outDay: pair.outDay ?? '',
    outTime: pair.outTime ?? '',
    workPlaceId: pair.siteId ?? '',
    positionId: pair.positionId ?? '',
    jobId: pair.jobId ?? '',
    taskId: pair.taskId ?? '',
    reason: '',
  };
}

/** The punch-out row can be added only when the pair has no out punch (and is not being added already). */
export function canAddOut(draft: PairDraft): boolean {
  return !draft.hasOut && !draft.addingOut;
}

/** Adds the punch-out row, on the in punch's day with no time yet. */
export function withOutRow(draft: PairDraft): PairDraft {
  return canAddOut(draft) ? { ...draft, addingOut: true, outDay: draft.inDay, outTime: '' } : draft;
}

/** Takes the added punch-out row away again. */
export function withoutOutRow(draft: PairDraft): PairDraft {
  return draft.hasOut ? draft : { ...draft, addingOut: false, outDay: '', outTime: '' };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function pairErrors(draft: PairDraft, codes: PunchCodeSettings): Record<string, string> {
  const errors: Record<string, string> = {};
  const withOut = draft.hasOut || draft.addingOut;
  if (draft.hasIn && (!DAY.test(draft.inDay) || !isTime(draft.inTime))) errors.inTime = M.inTimeRequired;
  if (withOut && (!DAY.test(draft.outDay) || !isTime(draft.outTime))) errors.outTime = M.outTimeRequired;
  if (draft.hasIn && withOut && !errors.inTime && !errors.outTime) {
    if (`${draft.outDay}T${draft.outTime}` <= `${draft.inDay}T${draft.inTime}`) errors.outTime = M.outBeforeIn;
  }
  if (codes.site && !draft.workPlaceId) errors.workPlaceId = M.siteRequired;
  if (codes.position && !draft.positionId) errors.positionId = M.positionRequired;
  if (draft.jobId && !draft.taskId) errors.taskId = M.taskRequired;
  return errors;
}

/** PUT /punch-pairs/{id}'s body: In when the pair has it, Out when it has it or the punch-out row was added. */
export function pairRequest(draft: PairDraft): PunchPairSaveRequest {
  const orNull = (v: string) => (v === '' ? null : v);
  const withOut = draft.hasOut || draft.addingOut;
  return {
    ...(draft.hasIn ? { inDay: draft.inDay, inTime: draft.inTime } : {}),
    ...(withOut ? { outDay: draft.outDay, outTime: draft.outTime } : {}),
    workPlaceId: orNull(draft.workPlaceId),
    positionId: orNull(draft.positionId),
    jobId: orNull(draft.jobId),
    taskId: orNull(draft.jobId ? draft.taskId : ''),
    reason: orNull(draft.reason.trim()),
  };
}
