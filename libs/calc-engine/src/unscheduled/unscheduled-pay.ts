// Rule "Unscheduled work": paid when the pay group has approvedUnscheduledWork or the shift is approved
// (approvals[].unscheduledApproved for its key or one of its punches); else unpaid, with an UnscheduleWork
// exception for its minutes.
import type { EngineContext } from '../context.js';
import { minutes } from '../explain/phrases.js';
import type { WorkShift } from '../model.js';

export function settleUnscheduledPay(shift: WorkShift, ctx: EngineContext): void {
  const worked = shift.pairs.reduce((sum, p) => sum + p.minutes, 0);
  if (shift.section || worked === 0) return;
  if (ctx.payGroup.approvedUnscheduledWork) {
    shift.explain.push(
      `Unscheduled shift ${shift.name} paid ${minutes(worked)}: the pay group approves unscheduled work.`,
    );
    return;
  }
  if (ctx.approvalOf(shift).unscheduledApproved) {
    shift.explain.push(`Unscheduled shift ${shift.name} paid ${minutes(worked)}: approved.`);
    return;
  }
  for (const pair of shift.pairs) {
    pair.paidFromMs = null;
    pair.paidToMs = null;
    pair.minutes = 0;
  }
  shift.explain.push(
    `Unscheduled shift ${shift.name} not paid (${minutes(worked)} worked): unscheduled work needs approval.`,
  );
  if (ctx.raises('UnscheduleWork'))
    shift.exceptions.push({ type: 'UnscheduleWork', shiftKey: shift.key, minutes: worked });
}
