import type { SkillAnswer } from '@rollcall/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { Button } from '../kit/Button';
import { StatusTag } from '../employees/StatusPopover';
import { usePermissions } from '../session/use-permissions';
import { DataTable, type Column } from '../kit/table/DataTable';
import { ActiveStatusPopover } from '../kit/ActiveStatusPopover';
import { statusQueryWithAll, type ActiveStatusFilter } from '../kit/active-status-filter';
import { SkillFormModal } from './SkillFormModal';

/** /skills/list (spec 002 §2 Skills). */
export function SkillListScreen() {
  const permissions = usePermissions();
  const [status, setStatus] = useState<ActiveStatusFilter>('Active');
  const [editing, setEditing] = useState<{ skill: SkillAnswer | null } | null>(null);
  const skills = useQuery({
    queryKey: ['skills', status],
    queryFn: () => api.listSkills({ query: statusQueryWithAll(status) }),
  });
  const canUpdate = permissions.can('skill', 'update');

  const columns: Column<SkillAnswer>[] = [
    { key: 'name', title: 'Name', text: (r) => r.name },
    { key: 'allowances', title: 'Allowances', text: (r) => r.payType?.name ?? '' },
    {
      key: 'status',
      title: 'Status',
      text: (r) => (r.active ? 'Active' : 'Inactive'),
      render: (r) => <StatusTag status={r.active ? 'Active' : 'Inactive'} />,
    },
    {
      key: 'action',
      title: 'Action',
      fixed: true,
      unsearchable: true,
      sortable: false,
      text: () => '',
      render: (r) =>
        canUpdate && (
          <Button variant="link" aria-label={`Edit ${r.name}`} onClick={() => setEditing({ skill: r })}>
            Edit
          </Button>
        ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">Skills</h1>
      <DataTable
        tableId="skill-list"
        columns={columns}
        rows={skills.data ?? []}
        rowKey={(r) => r.id}
        loading={skills.isLoading}
        error={skills.error ? errorText(skills.error) : undefined}
        toolbar={
          <>
            <ActiveStatusPopover value={status} onApply={setStatus} />
            {permissions.can('skill', 'create') && (
              <Button variant="primary" onClick={() => setEditing({ skill: null })}>
                New
              </Button>
            )}
          </>
        }
      />
      {editing && <SkillFormModal skill={editing.skill} onClose={() => setEditing(null)} />}
    </div>
  );
}
