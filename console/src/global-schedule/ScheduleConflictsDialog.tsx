import type { ScheduleConflictRow } from '@rollcall/api-client';
import { Button } from '../kit/Button';
import { formatDate } from '../kit/dates';
import { Modal } from '../kit/Modal';
import { GLOBAL_SCHEDULE_MESSAGES } from './global-schedule-messages';

/** 'YYYY-MM-DD HH:mm' as the console writes a date and time. */
const when = (local: string) => `${formatDate(local.slice(0, 10))} ${local.slice(11)}`;

/** The 'Schedule time conflicts' dialog: each new section that meets a section of the day before or after. */
export function ScheduleConflictsDialog({ rows, onClose }: { rows: ScheduleConflictRow[]; onClose: () => void }) {
  return (
    <Modal
      open
      title={GLOBAL_SCHEDULE_MESSAGES.conflictsTitle}
      width={900}
      onClose={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <p className="mb-2 text-muted">
        Change the sections or those employees’ schedules of the day before or after, then generate again.
      </p>
      <table className="w-full text-left text-[13px]" data-testid="schedule-conflicts">
        <thead>
          <tr className="border-b border-line">
            <th className="py-1">Employee</th>
            <th>Shift Date</th>
            <th>Shift Start</th>
            <th>Shift End</th>
            <th>Conflict Date</th>
            <th>Conflict Start</th>
            <th>Conflict End</th>
            <th>With</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={`${r.employeeId} ${r.conflictDate} ${r.shiftStart} ${r.conflictStart}`}
              className="border-b border-line"
            >
              <td className="py-1">{r.employeeName}</td>
              <td>{formatDate(r.shiftDate)}</td>
              <td>{when(r.shiftStart)}</td>
              <td>{when(r.shiftEnd)}</td>
              <td>{formatDate(r.conflictDate)}</td>
              <td>{when(r.conflictStart)}</td>
              <td>{when(r.conflictEnd)}</td>
              <td>{r.prevConflict ? 'Previous day' : 'Next day'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
