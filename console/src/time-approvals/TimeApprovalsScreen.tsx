import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { answerText } from '../api/answer-text';
import { Button } from '../kit/Button';
import { formatDate, localToday } from '../kit/dates';
import { ListScreen } from '../kit/list/ListScreen';
import { notify } from '../kit/notifications/notification-store';
import { StatusTag } from '../kit/StatusTag';
import type { Column } from '../kit/table/DataTable';
import { selectColumn } from '../kit/table/columns';
import { TimeApprovalsSearchPopover } from './TimeApprovalsSearchPopover';
import { TIME_APPROVAL_CODES, TIME_APPROVAL_MESSAGES } from './time-approval-messages';
import { type ApprovalRow, changeApproval, timeApprovalKeys, timeApprovalPages } from './time-approval-queries';
import {
  defaultTimeApprovalsFilter,
  filterFromQuery,
  queryOfFilter,
  type TimeApprovalsFilter,
} from './time-approvals-filter';

const hours = (value: number) => value.toFixed(2);

/** /time-approvals/list?status=&startDate=&endDate=&period= (spec 001 §2): punch pairs to approve. */
export function TimeApprovalsScreen() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const today = useMemo(() => localToday(), []);
  const filter = filterFromQuery(params, today);
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState<'approve' | 'unapprove' | null>(null);

  const apply = (next: TimeApprovalsFilter) => setParams(queryOfFilter(next));

  async function change(ids: string[], approved: boolean) {
    if (ids.length === 0) return;
    setBusy(approved ? 'approve' : 'unapprove');
    try {
      await changeApproval(ids, approved);
      notify.success(approved ? TIME_APPROVAL_MESSAGES.approved : TIME_APPROVAL_MESSAGES.unapproved);
      setSelected([]);
      await queryClient.invalidateQueries({ queryKey: timeApprovalKeys.all });
    } catch (error) {
      const fallback = approved ? TIME_APPROVAL_MESSAGES.approveFailed : TIME_APPROVAL_MESSAGES.unapproveFailed;
      notify.error(answerText(error, TIME_APPROVAL_CODES, fallback));
    } finally {
      setBusy(null);
    }
  }

  const selection = {
    selected,
    toggle: (id: string, on: boolean) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id))),
    setSelected,
    allLabel: 'Select all punch pairs of the page',
  };
  const nameOf = (r: ApprovalRow) => `${r.employeeName} ${formatDate(r.date)} ${r.actualIn}`;
  const columns: Column<ApprovalRow>[] = [
    selectColumn(selection, nameOf),
    { key: 'clockId', title: 'Clock ID', text: (r) => (r.clockId === null ? '' : String(r.clockId)) },
    { key: 'employeeName', title: 'Employee Name', text: (r) => r.employeeName },
    { key: 'date', title: 'Date', text: (r) => formatDate(r.date) },
    { key: 'actualIn', title: 'Actual In', text: (r) => r.actualIn },
    { key: 'actualOut', title: 'Actual Out', text: (r) => r.actualOut },
    { key: 'paidHours', title: 'Paid Hours', text: (r) => hours(r.paidHours) },
    { key: 'breakTime', title: 'Break Time', text: (r) => hours(r.breakTime), sortable: false },
    { key: 'position', title: 'Position', text: (r) => r.position ?? '' },
    { key: 'job', title: 'Job', text: (r) => r.job ?? '' },
    { key: 'approver', title: 'Approver', text: (r) => r.approver ?? '' },
    {
      key: 'approved',
      title: 'Status',
      text: (r) => (r.approved ? 'Approved' : 'Unapproved'),
      render: (r) => <StatusTag status={r.approved ? 'Approved' : 'Unapproved'} />,
    },
    {
      key: 'action',
      title: 'Action',
      fixed: true,
      sortable: false,
      text: () => '',
      render: (r) => (
        <Button
          variant="link"
          aria-label={`${r.approved ? 'Disapprove' : 'Approve'} ${nameOf(r)}`}
          disabled={busy !== null}
          onClick={() => void change([r.punchPairId], !r.approved)}
        >
          {r.approved ? 'Disapprove' : 'Approve'}
        </Button>
      ),
    },
  ];

  return (
    <ListScreen
      title="Time Approvals"
      tableId="time-approvals"
      columns={columns}
      source={timeApprovalPages(filter)}
      rowKey={(r) => r.punchPairId}
      defaultHidden={['job']}
      empty={TIME_APPROVAL_MESSAGES.empty}
      onLoad={() => setSelected([])}
      filters={
        <TimeApprovalsSearchPopover value={filter} initial={defaultTimeApprovalsFilter(today)} onApply={apply} />
      }
      actions={
        <>
          <Button
            variant="primary"
            disabled={selected.length === 0}
            loading={busy === 'approve'}
            onClick={() => void change(selected, true)}
          >
            Approve{selected.length ? ` (${selected.length})` : ''}
          </Button>
          <Button
            disabled={selected.length === 0}
            loading={busy === 'unapprove'}
            onClick={() => void change(selected, false)}
          >
            Disapprove{selected.length ? ` (${selected.length})` : ''}
          </Button>
        </>
      }
    />
  );
}
