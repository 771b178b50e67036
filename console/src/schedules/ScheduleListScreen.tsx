import type { ScheduleTemplateRow } from '@rollcall/api-client';
import { useLocation } from 'wouter';
import { answerText } from '../api/answer-text';
import { api } from '../api/client';
import { formatDate } from '../kit/dates';
import { ListScreen } from '../kit/list/ListScreen';
import { notify } from '../kit/notifications/notification-store';
import { editColumn, selectColumn, statusColumn } from '../kit/table/columns';
import type { Column } from '../kit/table/DataTable';
import { useDeleteSelected } from '../kit/table/use-delete-selected';
import { usePermissions } from '../session/use-permissions';
import { SCHEDULE_ANSWER_TEXT, SCHEDULE_MESSAGES as M } from './schedule-messages';
import { scheduleKeys, templatePages } from './schedule-queries';

/** /schedule/list (spec 001 §2 "Schedule template list"). */
export function ScheduleListScreen() {
  const permissions = usePermissions();
  const [, go] = useLocation();
  const removal = useDeleteSelected({
    remove: (ids) => api.deleteScheduleTemplates({ body: { ids } }),
    success: M.deleted,
    invalidate: scheduleKeys.templates,
    failed: (error) => notify.error(answerText(error, SCHEDULE_ANSWER_TEXT, M.deleteFailed)),
  });
  const canDelete = permissions.can('schedule', 'delete');

  const columns: Column<ScheduleTemplateRow>[] = [
    ...(canDelete ? [selectColumn<ScheduleTemplateRow>(removal, (r) => r.name)] : []),
    { key: 'name', title: 'Name', text: (r) => r.name },
    { key: 'startDate', title: 'Start Date', text: (r) => formatDate(r.startDate) },
    { key: 'periodType', title: 'Period Type', text: (r) => r.periodType },
    statusColumn((r) => r.active),
    editColumn({
      allowed: permissions.can('schedule', 'visible'),
      name: (r) => r.name,
      href: (r) => `/schedule/update?id=${r.id}`,
    }),
  ];

  return (
    <ListScreen
      title="Schedule Templates"
      tableId="schedule-template-list"
      columns={columns}
      source={templatePages}
      rowKey={(r) => r.id}
      onCreate={permissions.can('schedule', 'create') && (() => go('/schedule/create'))}
      removal={canDelete && { ...removal, question: M.deleteQuestion }}
    />
  );
}
