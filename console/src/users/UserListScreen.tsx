import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { errorText } from '../api/error-text';
import { StatusEditPopover } from '../kit/StatusEditPopover';
import { StatusSelect } from '../kit/StatusSelect';
import { StatusDepartmentFilterPopover } from '../structure/StatusDepartmentFilterPopover';
import { StatusTag } from '../kit/StatusTag';
import { notify } from '../kit/notifications/notification-store';
import { usePermissions } from '../session/use-permissions';
import { effectiveDepartmentIds } from '../structure/department-filter';
import { useDepartmentFilter } from '../structure/use-department-filter';
import { ListScreen } from '../kit/list/ListScreen';
import { editColumn } from '../kit/table/columns';
import type { Column } from '../kit/table/DataTable';
import { USER_STATUSES, userApi, userPages, type UserRow, type UserStatus } from './user-queries';
import { userStatusMessages } from './user-messages';

/** /user/list (spec 000 §2 Users list): starts filtered to Active users. */
export function UserListScreen() {
  const [own, setFilters] = useState<{ status: UserStatus; departmentIds: string[] }>({
    status: 'Active',
    departmentIds: [],
  });
  const headerFilter = useDepartmentFilter();
  const filters = { ...own, departmentIds: effectiveDepartmentIds(own.departmentIds, headerFilter.subtree) };
  const permissions = usePermissions();
  const canUpdate = permissions.can('user', 'update');
  const users = userPages(filters, headerFilter.ready);
  const columns: Column<UserRow>[] = [
    { key: 'firstName', title: 'First Name', text: (r) => r.firstName },
    { key: 'lastName', title: 'Last Name', text: (r) => r.lastName },
    { key: 'email', title: 'Email', text: (r) => r.email },
    {
      key: 'userStatus',
      title: 'Status',
      text: (r) => r.userStatus,
      render: (r) => (canUpdate ? <UserStatusPopover user={r} /> : <StatusTag status={r.userStatus} />),
    },
    editColumn({
      title: 'Action',
      allowed: canUpdate,
      name: (r) => `${r.firstName} ${r.lastName}`,
      href: (r) => `/user/update?id=${encodeURIComponent(r.id)}`,
    }),
  ];
  return (
    <ListScreen
      title="Users"
      tableId="user-list"
      columns={columns}
      source={users}
      rowKey={(r) => r.id}
      empty={`No ${filters.status.toLowerCase()} users`}
      filters={
        <StatusDepartmentFilterPopover
          statuses={USER_STATUSES}
          defaultStatus="Active"
          key={`${filters.status}-${filters.departmentIds.join()}`}
          filters={filters}
          onApply={setFilters}
        />
      }
      actions={
        permissions.can('user', 'create') && (
          <Link
            href="/user/create"
            className="inline-flex h-9 items-center rounded-md bg-primary px-4 font-semibold text-white hover:bg-primary-hover"
          >
            New
          </Link>
        )
      }
    />
  );
}

function UserStatusPopover({ user }: { user: UserRow }) {
  const queryClient = useQueryClient();
  const [next, setNext] = useState<UserStatus>(user.userStatus);
  return (
    <StatusEditPopover
      status={user.userStatus}
      onApply={async () => {
        try {
          const answer = await userApi.setStatus(user.id, next);
          if (answer.message !== 'success') throw new Error(answer.message);
          notify.success(userStatusMessages.success);
          await queryClient.invalidateQueries({ queryKey: ['users'] });
          return true;
        } catch (failure) {
          notify.error(errorText(failure, userStatusMessages.failure));
          return false;
        }
      }}
    >
      <StatusSelect ariaLabel="New status" statuses={USER_STATUSES} value={next} onChange={setNext} />
    </StatusEditPopover>
  );
}
