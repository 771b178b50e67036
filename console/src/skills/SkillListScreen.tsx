import type { SkillAnswer } from '@rollcall/api-client';
import { useState } from 'react';
import { ActiveStatusPopover } from '../kit/ActiveStatusPopover';
import type { ActiveStatusFilter } from '../kit/active-status-filter';
import { ListScreen } from '../kit/list/ListScreen';
import { editColumn, statusColumn } from '../kit/table/columns';
import type { Column } from '../kit/table/DataTable';
import { usePermissions } from '../session/use-permissions';
import { SkillFormModal } from './SkillFormModal';
import { skillPages } from './skill-queries';

/** /skills/list (spec 002 §2 Skills). */
export function SkillListScreen() {
  const permissions = usePermissions();
  const [status, setStatus] = useState<ActiveStatusFilter>('Active');
  const [editing, setEditing] = useState<{ skill: SkillAnswer | null } | null>(null);

  const columns: Column<SkillAnswer>[] = [
    { key: 'name', title: 'Name', text: (r) => r.name },
    { key: 'allowances', title: 'Allowances', text: (r) => r.payType?.name ?? '' },
    statusColumn((r) => r.active),
    editColumn({
      title: 'Action',
      allowed: permissions.can('skill', 'update'),
      name: (r) => r.name,
      onEdit: (skill) => setEditing({ skill }),
    }),
  ];

  return (
    <ListScreen
      title="Skills"
      tableId="skill-list"
      columns={columns}
      source={skillPages(status)}
      rowKey={(r) => r.id}
      filters={<ActiveStatusPopover value={status} onApply={setStatus} />}
      onCreate={permissions.can('skill', 'create') && (() => setEditing({ skill: null }))}
    >
      {editing && <SkillFormModal skill={editing.skill} onClose={() => setEditing(null)} />}
    </ListScreen>
  );
}
