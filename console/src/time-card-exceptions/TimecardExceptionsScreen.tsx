import type { TimeCardExceptionRow } from '@rollcall/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Button } from '../kit/Button';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { formatDate, localToday } from '../kit/dates';
import { SelectField } from '../kit/Field';
import { ListScreen } from '../kit/list/ListScreen';
import { notify } from '../kit/notifications/notification-store';
import type { Column } from '../kit/table/DataTable';
import { selectColumn } from '../kit/table/columns';
import { usePermissions } from '../session/use-permissions';
import { EXCEPTION_MESSAGES } from './exception-messages';
import { exceptionKeys, exceptionPages } from './exception-queries';
import { reviewRows } from './exception-review';
import {
  EXCEPTION_LIST_TYPES,
  type ExceptionListType,
  type ExceptionSearch,
  offersEditShift,
  presetRange,
  searchFromQuery,
  subtitleOf,
  typeLabel,
} from './exception-types';

const typeOptions = EXCEPTION_LIST_TYPES.map((t) => ({ value: t, label: typeLabel(t) }));

/** The timesheet of the row's employee around its day; `editShift` asks it to open the shift's editor. */
export function timesheetHref(row: TimeCardExceptionRow, editShift = false): string {
  const query = new URLSearchParams({ id: row.employeeId, fromT: row.date, toT: row.date });
  if (editShift && row.shiftId) query.set('editShift', row.shiftId);
  return `/timesheet/view?${query.toString()}`;
}

/** /times/timecardExceptionList?type=&startDate=&endDate= (spec 001 §2): exceptions to review. */
export function TimecardExceptionsScreen() {
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const mayReview = can('timesheet', 'approve');
  const [params, setParams] = useSearchParams();
  const today = useMemo(() => localToday(), []);
  const search = searchFromQuery(params, today);
  const reviewed = search.type === 'AllReviewed';
  const [selected, setSelected] = useState<string[]>([]);
  const [shown, setShown] = useState<TimeCardExceptionRow[]>([]);
  const [confirming, setConfirming] = useState<TimeCardExceptionRow[] | null>(null);
  const [busy, setBusy] = useState(false);

  const go = (next: Partial<ExceptionSearch>) => setParams({ ...search, ...next });

  async function confirmed(rows: TimeCardExceptionRow[]) {
    setBusy(true);
    try {
      const outcome = await reviewRows(rows, reviewed);
      if (outcome.ok) notify.success(outcome.text);
      else notify.error(outcome.text);
      setSelected([]);
      await queryClient.invalidateQueries({ queryKey: exceptionKeys.all });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  const selection = {
    selected,
    toggle: (id: string, on: boolean) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id))),
  };
  const nameOf = (r: TimeCardExceptionRow) =>
    `${r.employeeName} ${formatDate(r.date)} ${typeLabel(r.actuaInException)}`;
  const actual = (value: string | null | undefined) => <span className="text-danger">{value ?? ''}</span>;
  const columns: Column<TimeCardExceptionRow>[] = [
    ...(mayReview ? [selectColumn(selection, nameOf)] : []),
    { key: 'clockId', title: 'Clock ID', text: (r) => (r.clockId === null ? '' : String(r.clockId)) },
    { key: 'employeeName', title: 'Employee Name', text: (r) => r.employeeName },
    { key: 'date', title: 'Date', text: (r) => formatDate(r.date) },
    { key: 'scheduleIn', title: 'Schedule In', text: (r) => r.scheduleIn ?? '' },
    { key: 'scheduleOut', title: 'Schedule Out', text: (r) => r.scheduleOut ?? '' },
    { key: 'actuaIn', title: 'Actual In', text: (r) => r.actuaIn ?? '', render: (r) => actual(r.actuaIn) },
    { key: 'actuaOut', title: 'Actual Out', text: (r) => r.actuaOut ?? '', render: (r) => actual(r.actuaOut) },
    { key: 'actuaInException', title: 'Exception Type', text: (r) => typeLabel(r.actuaInException) },
    { key: 'approver', title: 'Approver', text: (r) => r.approver ?? '' },
    {
      key: 'action',
      title: 'Action',
      fixed: true,
      sortable: false,
      text: () => '',
      render: (r) => (
        <span className="flex gap-3 whitespace-nowrap">
          {mayReview && (
            <Button
              variant="link"
              aria-label={`${reviewed ? 'Revert' : 'Review'} ${nameOf(r)}`}
              onClick={() => setConfirming([r])}
            >
              {reviewed ? 'Revert' : 'Review'}
            </Button>
          )}
          <Link
            href={timesheetHref(r)}
            className="text-primary hover:underline"
            aria-label={`Timesheet of ${nameOf(r)}`}
          >
            Timesheet
          </Link>
          {offersEditShift(r.actuaInException, r.shiftId ?? null) && (
            <Link
              href={timesheetHref(r, true)}
              className="text-primary hover:underline"
              aria-label={`Edit Shift of ${nameOf(r)}`}
            >
              Edit Shift
            </Link>
          )}
        </span>
      ),
    },
  ];

  const picked = shown.filter((r) => selected.includes(r.id));
  return (
    <ListScreen
      title="Exceptions"
      tableId="time-card-exceptions"
      columns={columns}
      source={exceptionPages(search)}
      rowKey={(r) => r.id}
      empty={EXCEPTION_MESSAGES.empty}
      onLoad={(rows) => {
        setShown(rows);
        setSelected([]);
      }}
      filters={
        <>
          <span data-testid="exception-subtitle" className="font-semibold text-muted">
            {subtitleOf(search.type)}
          </span>
          <Button onClick={() => go(presetRange('Previous', today))}>Previous</Button>
          <Button onClick={() => go(presetRange('Current', today))}>Current</Button>
          <SelectField
            label="Search"
            options={typeOptions}
            value={search.type}
            onChange={(e) => go({ type: (e.target.value || 'AllException') as ExceptionListType })}
          />
          <span className="text-muted">
            {formatDate(search.startDate)} - {formatDate(search.endDate)}
          </span>
        </>
      }
      actions={
        mayReview && (
          <Button disabled={picked.length === 0} loading={busy} onClick={() => setConfirming(picked)}>
            {busy
              ? reviewed
                ? EXCEPTION_MESSAGES.reverting
                : EXCEPTION_MESSAGES.reviewing
              : reviewed
                ? 'Revert'
                : 'Review'}
            {picked.length ? ` (${picked.length})` : ''}
          </Button>
        )
      }
    >
      <ConfirmDialog
        open={confirming !== null}
        question={reviewed ? EXCEPTION_MESSAGES.revertConfirm : EXCEPTION_MESSAGES.reviewConfirm}
        busy={busy}
        onConfirm={() => void confirmed(confirming ?? [])}
        onCancel={() => setConfirming(null)}
      />
    </ListScreen>
  );
}
