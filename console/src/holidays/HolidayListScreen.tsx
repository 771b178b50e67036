import type { HolidayRow } from '@rollcall/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { answerText } from '../api/answer-text';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { Button } from '../kit/Button';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { notify } from '../kit/notifications/notification-store';
import { formatDate } from '../session/date-format';
import { usePermissions } from '../session/use-permissions';
import { useProfile } from '../session/use-profile';
import { DataTable, type Column } from '../kit/table/DataTable';
import { useDeleteSelected } from '../kit/table/use-delete-selected';
import { HolidayFormModal } from './HolidayFormModal';
import { HolidayGenerateDialog } from './HolidayGenerateDialog';
import { holidayYears } from './holiday-form';
import { HOLIDAY_ANSWER_TEXT, HOLIDAY_MESSAGES } from './holiday-messages';

/** /holiday/list (spec 002 §2 Holidays) with the New Zealand generator. */
export function HolidayListScreen() {
  const permissions = usePermissions();
  const profile = useProfile();
  const dateFormat = profile.data?.dateFormat ?? 'yyyy-MM-dd';
  const [year, setYear] = useState('');
  const [editing, setEditing] = useState<{ holiday: HolidayRow | null } | null>(null);
  const [generating, setGenerating] = useState(false);
  const removal = useDeleteSelected({
    remove: (ids) => api.deleteHolidays({ body: { ids } }),
    success: HOLIDAY_MESSAGES.deleted,
    invalidate: ['holidays'],
    failed: (error) => notify.error(answerText(error, HOLIDAY_ANSWER_TEXT, HOLIDAY_MESSAGES.deleteFailed)),
  });
  const { selected, setSelected, toggle } = removal;
  const holidays = useQuery({ queryKey: ['holidays', 'list'], queryFn: () => api.listHolidays() });
  const all = holidays.data ?? [];
  const rows = year ? all.filter((h) => h.date.startsWith(`${year}-`)) : all;
  const canDelete = permissions.can('holiday', 'delete');

  const columns: Column<HolidayRow>[] = [
    ...(canDelete
      ? [
          {
            key: 'select',
            title: '',
            fixed: true,
            unsearchable: true,
            sortable: false,
            text: () => '',
            render: (r: HolidayRow) => (
              <input
                type="checkbox"
                aria-label={`Select ${r.name} ${r.date}`}
                checked={selected.includes(r.id)}
                onChange={(e) => toggle(r.id, e.target.checked)}
              />
            ),
          },
        ]
      : []),
    {
      key: 'name',
      title: 'Name',
      text: (r) => r.name,
      render: (r) => (
        <span className="inline-flex items-center gap-1">
          {r.name}
          {r.sysCode && (
            <span
              className="text-warning"
              title={HOLIDAY_MESSAGES.systemHoliday}
              aria-label={HOLIDAY_MESSAGES.systemHoliday}
              role="img"
            >
              ★
            </span>
          )}
        </span>
      ),
    },
    { key: 'date', title: 'Date', text: (r) => formatDate(r.date, dateFormat), sortValue: (r) => r.date },
    {
      key: 'alterdate',
      title: 'Alternative Date',
      text: (r) => formatDate(r.alterdate, dateFormat),
      sortValue: (r) => r.alterdate,
    },
    {
      key: 'edit',
      title: 'Edit',
      fixed: true,
      unsearchable: true,
      sortable: false,
      text: () => '',
      render: (r) =>
        permissions.can('holiday', 'update') && (
          <Button variant="link" aria-label={`Edit ${r.name} ${r.date}`} onClick={() => setEditing({ holiday: r })}>
            Edit
          </Button>
        ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">Holidays</h1>
      <DataTable
        tableId="holiday-list"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        loading={holidays.isLoading}
        error={holidays.error ? errorText(holidays.error) : undefined}
        toolbar={
          <>
            <label className="flex items-center gap-2">
              <span>Year</span>
              <select
                aria-label="Year"
                value={year}
                onChange={(e) => {
                  setYear(e.target.value);
                  setSelected([]);
                }}
                className="h-9 rounded-md border border-line bg-white px-2"
              >
                <option value="">All</option>
                {holidayYears(all).map((y) => (
                  <option key={y} value={String(y)}>
                    {y}
                  </option>
                ))}
              </select>
            </label>
            {permissions.can('holiday', 'create') && (
              <>
                <Button variant="primary" onClick={() => setEditing({ holiday: null })}>
                  New
                </Button>
                <Button onClick={() => setGenerating(true)}>{HOLIDAY_MESSAGES.generateTitle}</Button>
              </>
            )}
            {canDelete && (
              <Button disabled={selected.length === 0} onClick={removal.confirm}>
                Delete
              </Button>
            )}
          </>
        }
      />
      {editing && <HolidayFormModal holiday={editing.holiday} onClose={() => setEditing(null)} />}
      {generating && <HolidayGenerateDialog dateFormat={dateFormat} onClose={() => setGenerating(false)} />}
      <ConfirmDialog question={HOLIDAY_MESSAGES.deleteQuestion} {...removal.dialog} />
    </div>
  );
}
