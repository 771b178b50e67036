import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams, useRoute } from 'wouter';
import { errorText } from '../api/error-text';
import { structureApi } from './structure-queries';
import { api } from '../api/client';
import { CompanyDetail } from '../company/CompanyDetail';
import { NodeDetail } from './NodeDetail';
import { StructureTree } from './StructureTree';
import { useDepartmentTree } from './use-department-tree';
import { useTreeFilter } from './use-tree-filter';

/**
 * /mydetail/company (the root), /mydetail/company/department/{id} (a node) and …/{id}/create (a new child of it).
 */
export function CompanyStructureScreen() {
  const params = useParams<{ departmentId?: string }>();
  const [creating] = useRoute('/mydetail/company/department/:departmentId/create');
  const filter = useTreeFilter();
  const tree = useDepartmentTree(filter);
  const rootId = tree.data?.[0]?.key;
  const id = params.departmentId ?? rootId;
  const node = useQuery({
    queryKey: ['department', id],
    queryFn: () => structureApi.getDepartment(id ?? ''),
    enabled: id !== undefined,
    refetchOnWindowFocus: false,
  });
  const childInfo = useQuery({
    queryKey: ['department', id, 'child'],
    queryFn: () => structureApi.childStructure(id ?? ''),
    enabled: creating && id !== undefined,
  });
  const punch = useQuery({
    queryKey: ['next-punch-code'],
    queryFn: () => api.getNextPunchCode(),
    enabled: creating && childInfo.data?.level === 'position',
    staleTime: 0,
  });

  let detail: ReactNode;
  if (node.isError) detail = <Message error>{errorText(node.error)}</Message>;
  else if (
    !node.data ||
    (creating && (childInfo.isPending || (childInfo.data?.level === 'position' && punch.isPending)))
  )
    detail = <Message>{tree.isPending || node.isPending ? 'Loading…' : 'Choose a node of the structure.'}</Message>;
  else if (creating) {
    if (childInfo.isError) detail = <Message error>{errorText(childInfo.error)}</Message>;
    else if (!childInfo.data?.level)
      detail = <Message error>Can not create department under this company structure.</Message>;
    else if (!childInfo.data.canCreate)
      detail = <Message error>You may not create a {childInfo.data.labelName ?? 'node'} here.</Message>;
    else
      detail = (
        <NodeDetail
          key={`new-${node.data.id}`}
          parent={{ id: node.data.id, name: node.data.departmentName }}
          newLevel={childInfo.data.level}
          suggestedPunchCode={punch.data?.punchCode ?? ''}
        />
      );
  } else if (node.data.level === null) detail = <CompanyDetail rootId={node.data.id} />;
  else detail = <NodeDetail key={`${node.data.id}-${node.dataUpdatedAt}`} node={node.data} />;

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">Company Profiles</h1>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
        <StructureTree
          nodes={tree.data ?? []}
          selected={id}
          filter={filter}
          loading={tree.isPending}
          error={tree.isError ? errorText(tree.error) : undefined}
        />
        {detail}
      </div>
    </div>
  );
}

function Message({ children, error = false }: { children: ReactNode; error?: boolean }) {
  return (
    <section
      className={`flex-1 rounded-lg bg-white p-10 text-center ${error ? 'text-danger' : 'text-muted'}`}
      role={error ? 'alert' : undefined}
    >
      {children}
    </section>
  );
}
