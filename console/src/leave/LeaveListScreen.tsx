import type { LeaveAnswer } from '@rollcall/api-client';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { api } from '../api/client';
import { answerText } from '../api/answer-text';
import { Button } from '../kit/Button';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { StatusTag } from '../kit/StatusTag';
import { formatDate, formatDateTime } from '../kit/dates';
import { ListScreen } from '../kit/list/ListScreen';
import { selectColumn } from '../kit/table/columns';
import type { Column } from '../kit/table/DataTable';
import { useDeleteSelected } from '../kit/table/use-delete-selected';
import { notify } from '../kit/notifications/notification-store';
import { usePermissions } from '../session/use-permissions';
import { LeaveExamineModal } from './LeaveExamineModal';
import { LeaveFormModal } from './LeaveFormModal';
import { LeaveSearchPopover } from './LeaveSearchPopover';
import { LeaveTimesheetLink } from './LeaveTimesheetLink';
import { leaveFilterFromQuery, queryOfLeaveFilter } from './leave-filter';
import { LEAVE_ANSWER_TEXT, LEAVE_MESSAGES } from './leave-messages';
import { leaveKeys, leavePages, type LeaveFilter } from './leave-queries';

/**
 * /leave/list?status=&startDate=&endDate= (spec 001 §2 "Leaves list"): search (kept in the URL query, as the
 * dashboard's counts link to it), New, Cancel selected, Edit, Examine and Timesheet.
 */
export function LeaveListScreen() {
  const permissions = usePermissions();
  const [params, setParams] = useSearchParams();
  const filter = leaveFilterFromQuery(params);
  const setFilter = (next: LeaveFilter) => setParams(queryOfLeaveFilter(next));
  const [editing, setEditing] = useState<{ leave: LeaveAnswer | null } | null>(null);
  const [examining, setExamining] = useState<LeaveAnswer | null>(null);
  const cancel = useDeleteSelected({
    remove: (ids) => api.cancelLeaves({ body: { ids: ids.join(',') } }),
    success: LEAVE_MESSAGES.cancelled,
    invalidate: leaveKeys.all,
    failed: (error) => notify.error(answerText(error, LEAVE_ANSWER_TEXT, LEAVE_MESSAGES.cancelFailed)),
  });
  const pickEmployee = permissions.can('employee', 'visible');

  const columns: Column<LeaveAnswer>[] = [
    selectColumn(cancel, (r) => `${r.employeeName} ${r.typeName}`),
    { key: 'createTime', title: 'Create Time', text: (r) => formatDateTime(r.createTime) },
    { key: 'leaveType', title: 'Leave Type', text: (r) => r.typeName },
    { key: 'employee', title: 'Employee', text: (r) => r.employeeName },
    {
      key: 'date',
      title: 'Date',
      text: (r) =>
        r.fromDate === r.toDate ? formatDate(r.fromDate) : `${formatDate(r.fromDate)} – ${formatDate(r.toDate)}`,
    },
    { key: 'duration', title: 'Duration', sortable: false, text: (r) => r.textDur },
    { key: 'totalHours', title: 'Total Hours', text: (r) => r.textTotal },
    { key: 'reportTo', title: 'Report To', sortable: false, text: (r) => r.reportName ?? 'Admin' },
    { key: 'status', title: 'Status', text: (r) => r.leaveStatus, render: (r) => <StatusTag status={r.leaveStatus} /> },
    {
      key: 'action',
      title: 'Action',
      sortable: false,
      fixed: true,
      text: () => '',
      render: (r) => (
        <div className="flex gap-2">
          {permissions.can('leave', 'update') && (
            <Button
              variant="link"
              aria-label={`Edit ${r.employeeName} ${r.typeName}`}
              onClick={() => setEditing({ leave: r })}
            >
              Edit
            </Button>
          )}
          {r.examinable && (
            <Button
              variant="link"
              aria-label={`Examine ${r.employeeName} ${r.typeName}`}
              onClick={() => setExamining(r)}
            >
              Examine
            </Button>
          )}
          {r.leaveStatus === 'Approved' && permissions.can('timesheet', 'visible') && <LeaveTimesheetLink leave={r} />}
        </div>
      ),
    },
  ];

  return (
    <ListScreen
      title="Leave Requests"
      tableId="leave-list"
      columns={columns}
      source={leavePages(filter)}
      rowKey={(r) => r.id}
      empty="No leave for this search."
      filters={<LeaveSearchPopover value={filter} onApply={setFilter} />}
      onCreate={permissions.can('leave', 'create') && (() => setEditing({ leave: null }))}
      actions={
        <Button disabled={cancel.selected.length === 0} onClick={cancel.confirm}>
          Cancel selected
        </Button>
      }
    >
      <ConfirmDialog question={LEAVE_MESSAGES.cancelQuestion} {...cancel.dialog} />
      {editing && <LeaveFormModal leave={editing.leave} pickEmployee={pickEmployee} onClose={() => setEditing(null)} />}
      {examining && <LeaveExamineModal leave={examining} onClose={() => setExamining(null)} />}
    </ListScreen>
  );
}
