import type { LeaveAnswer } from '@rollcall/api-client';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { Button } from '../kit/Button';
import { notify } from '../kit/notifications/notification-store';

/** The timesheet of a leave's employee over a period: the address the leave list's Timesheet opens. */
export function leaveTimesheetPath(employeeId: string, period: { fromDate: string; toDate: string }): string {
  return `/timesheet/view?id=${employeeId}&fromT=${period.fromDate}&toT=${period.toDate}`;
}

/**
 * The leave list's Timesheet (spec 001 §2, approved leave only): fetches the employee's pay period around the
 * leave's first day (GET /api/timesheet/pay-period), then opens the timesheet with the employee and that period.
 */
export function LeaveTimesheetLink({ leave }: { leave: LeaveAnswer }) {
  const [, go] = useLocation();
  const [busy, setBusy] = useState(false);

  async function open() {
    setBusy(true);
    try {
      const period = await api.getTimesheetPayPeriod({
        query: { employeeId: leave.employeeId, date: leave.fromDate },
      });
      go(leaveTimesheetPath(leave.employeeId, period));
    } catch (error) {
      notify.error(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="link"
      disabled={busy}
      aria-label={`Timesheet ${leave.employeeName} ${leave.typeName}`}
      onClick={() => void open()}
    >
      Timesheet
    </Button>
  );
}
