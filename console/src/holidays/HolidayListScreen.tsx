import type { HolidayRow } from '@rollcall/api-client';
import { useState } from 'react';
import { answerText } from '../api/answer-text';
import { api } from '../api/client';
import { Button } from '../kit/Button';
import { ListScreen } from '../kit/list/ListScreen';
import { notify } from '../kit/notifications/notification-store';
import { editColumn, selectColumn } from '../kit/table/columns';
import type { Column } from '../kit/table/DataTable';
import { useDeleteSelected } from '../kit/table/use-delete-selected';
import { formatDate } from '../kit/dates';
import { usePermissions } from '../session/use-permissions';
import { HolidayFormModal } from './HolidayFormModal';
import { HolidayGenerateDialog } from './HolidayGenerateDialog';
import { HOLIDAY_ANSWER_TEXT, HOLIDAY_MESSAGES } from './holiday-messages';
import { holidayKeys, holidayPages, useHolidayYears } from './holiday-queries';

/** /holiday/list (spec 002 §2 Holidays) with the New Zealand generator. */
export function HolidayListScreen() {
  const permissions = usePermissions();
  const [year, setYear] = useState('');
  const [editing, setEditing] = useState<{ holiday: HolidayRow | null } | null>(null);
  const [generating, setGenerating] = useState(false);
  const years = useHolidayYears();
  const removal = useDeleteSelected({
    remove: (ids) => api.deleteHolidays({ body: { ids } }),
    success: HOLIDAY_MESSAGES.deleted,
    invalidate: holidayKeys.all,
    failed: (error) => notify.error(answerText(error, HOLIDAY_ANSWER_TEXT, HOLIDAY_MESSAGES.deleteFailed)),
  });
  const canDelete = permissions.can('holiday', 'delete');
  const label = (r: HolidayRow) => `${r.name} ${formatDate(r.date)}`;

  const columns: Column<HolidayRow>[] = [
    ...(canDelete ? [selectColumn<HolidayRow>(removal, label)] : []),
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
    { key: 'date', title: 'Date', text: (r) => formatDate(r.date) },
    { key: 'alterdate', title: 'Alternative Date', text: (r) => formatDate(r.alterdate) },
    editColumn({
      allowed: permissions.can('holiday', 'update'),
      name: label,
      onEdit: (holiday) => setEditing({ holiday }),
    }),
  ];

  return (
    <ListScreen
      title="Holidays"
      tableId="holiday-list"
      columns={columns}
      source={holidayPages(year)}
      rowKey={(r) => r.id}
      filters={
        <label className="flex items-center gap-2">
          <span>Year</span>
          <select
            aria-label="Year"
            value={year}
            onChange={(e) => {
              setYear(e.target.value);
              removal.setSelected([]);
            }}
            className="h-9 rounded-md border border-line bg-white px-2"
          >
            <option value="">All</option>
            {(years.data ?? []).map((y) => (
              <option key={y} value={String(y)}>
                {y}
              </option>
            ))}
          </select>
        </label>
      }
      actions={
        permissions.can('holiday', 'create') && (
          <>
            <Button variant="primary" onClick={() => setEditing({ holiday: null })}>
              New
            </Button>
            <Button onClick={() => setGenerating(true)}>{HOLIDAY_MESSAGES.generateTitle}</Button>
          </>
        )
      }
      removal={canDelete && { ...removal, question: HOLIDAY_MESSAGES.deleteQuestion }}
    >
      {editing && <HolidayFormModal holiday={editing.holiday} onClose={() => setEditing(null)} />}
      {generating && <HolidayGenerateDialog onClose={() => setGenerating(false)} />}
    </ListScreen>
  );
}
