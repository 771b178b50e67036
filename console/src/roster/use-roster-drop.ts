import type { RosterChangedDay, RosterDayAnswer, RosterPage } from '@rollcall/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { answerText } from '../api/answer-text';
import { notify } from '../kit/notifications/notification-store';
import { dropDecision, type DragItem, type DropDay } from './roster-drop';
import { ROSTER_ANSWER_TEXT, ROSTER_MESSAGES } from './roster-messages';
import { rosterKeys } from './roster-queries';
import { withChangedDays } from './roster-table';

/** What takes the last change back: the calls, run in order; each answers the days it changed. */
type Undo = () => Promise<RosterChangedDay[]>;

const save = (body: Parameters<typeof api.saveRosterSection>[0]['body']) => api.saveRosterSection({ body });

/**
 * Runs roster changes (a drop, a Delete from a bar's menu) and keeps the last one's Undo. A refused drop is not
 * sent: it shows the spec's message. An answered change puts the changed days into the cached rows at once, so bars,
 * day totals and costs move before the roster is read again.
 */
export function useRosterDrop() {
  const queryClient = useQueryClient();
  const [undo, setUndo] = useState<Undo | null>(null);
  const [busy, setBusy] = useState(false);

  function apply(days: readonly RosterChangedDay[]) {
    queryClient.setQueriesData<RosterPage>({ queryKey: rosterKeys.rows }, (page) =>
      page ? { ...page, rows: withChangedDays(page.rows, days) } : page,
    );
  }

  async function run(change: () => Promise<{ days: RosterChangedDay[]; undo: Undo | null }>, failure: string) {
    setBusy(true);
    try {
      const done = await change();
      apply(done.days);
      setUndo(() => done.undo);
      return true;
    } catch (error) {
      notify.error(answerText(error, ROSTER_ANSWER_TEXT, failure));
      await queryClient.invalidateQueries({ queryKey: rosterKeys.rows });
      return false;
    } finally {
      setBusy(false);
    }
  }

  /** A drag ended on `target` (Ctrl held: `copy`; `multiShift`: the company's feature). */
  async function drop(
    item: DragItem,
    target: DropDay,
    { copy, multiShift }: { copy: boolean; multiShift: boolean },
    targetDay: RosterDayAnswer | null,
  ) {
    const decision = dropDecision(item, target, copy, multiShift);
    if (decision.refusal) {
      notify.error(ROSTER_ANSWER_TEXT[decision.refusal] ?? ROSTER_MESSAGES.scheduleUpdateFailed);
      return;
    }
    const at = { employeeId: target.employeeId, ruleDate: target.date };
    const action = decision.action;
    if (action.kind === 'none') return;
    if (action.kind === 'offDay') {
      const before = targetDay?.isOffDay ? [] : (targetDay?.workSections ?? []);
      const restorable = before.every((s) => s.baseShiftWorksectionId);
      await run(async () => {
        const answer = await api.addRosterOffDay({ body: at });
        return {
          days: answer.days,
          undo: restorable
            ? async () => {
                let days = (await api.deleteRosterOffDay({ body: at })).days;
                for (const s of before) {
                  days = (await save({ ...at, baseShiftWorksectionId: s.baseShiftWorksectionId })).days;
                }
                return days;
              }
            : null,
        };
      }, ROSTER_MESSAGES.offDayAddFailed);
      return;
    }
    if (action.kind === 'add') {
      await run(async () => {
        const answer = await save({ ...at, baseShiftWorksectionId: action.shiftId });
        const added = answer.workSectionId;
        return {
          days: answer.days,
          undo: added ? async () => (await save({ ...at, delFlag: true, workSectionId: added })).days : null,
        };
      }, ROSTER_MESSAGES.scheduleUpdateFailed);
      return;
    }
    if (item.kind !== 'bar') return;
    const from = { sourceEmployeeId: item.from.employeeId, sourceRuleDate: item.from.date };
    await run(async () => {
      const answer = await save({ ...at, ...from, workSectionId: action.sectionId, copy: action.kind === 'copy' });
      const placed = answer.workSectionId;
      if (!placed) return { days: answer.days, undo: null };
      const back =
        action.kind === 'copy'
          ? async () => (await save({ ...at, delFlag: true, workSectionId: placed })).days
          : async () =>
              (
                await save({
                  employeeId: item.from.employeeId,
                  ruleDate: item.from.date,
                  sourceEmployeeId: target.employeeId,
                  sourceRuleDate: target.date,
                  workSectionId: placed,
                })
              ).days;
      return { days: answer.days, undo: back };
    }, ROSTER_MESSAGES.scheduleUpdateFailed);
  }

  /** Delete from a bar's menu. */
  function deleteSection(employeeId: string, date: string, sectionId: string, shiftId: string | null) {
    const at = { employeeId, ruleDate: date };
    return run(async () => {
      const answer = await save({ ...at, delFlag: true, workSectionId: sectionId });
      return {
        days: answer.days,
        undo: shiftId ? async () => (await save({ ...at, baseShiftWorksectionId: shiftId })).days : null,
      };
    }, ROSTER_MESSAGES.scheduleDeleteFailed);
  }

  function deleteOffDay(employeeId: string, date: string) {
    const at = { employeeId, ruleDate: date };
    return run(async () => {
      const answer = await api.deleteRosterOffDay({ body: at });
      return { days: answer.days, undo: async () => (await api.addRosterOffDay({ body: at })).days };
    }, ROSTER_MESSAGES.offDayDeleteFailed);
  }

  async function undoLast() {
    if (!undo) return;
    const ok = await run(async () => ({ days: await undo(), undo: null }), ROSTER_MESSAGES.undoFailed);
    if (ok) notify.success(ROSTER_MESSAGES.undone);
  }

  return { drop, deleteSection, deleteOffDay, undoLast, canUndo: undo !== null, busy };
}
