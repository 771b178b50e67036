import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { errorText } from '../api/error-text';
import { Button } from '../kit/Button';
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
  const [busy, setBusy] = useState(false);
  return (
    <Popover className="relative inline-block">
      <PopoverButton data-testid="status-edit" className="flex items-center gap-1">
        <StatusTag status={user.userStatus} />
        <span className="text-muted" aria-hidden>
          ✎
        </span>
      </PopoverButton>
      <PopoverPanel
        anchor="bottom start"
        className="z-40 mt-1 w-[270px] rounded-md border border-line bg-white p-3 shadow-lg"
      >
        {({ close }) => (
          <div className="flex flex-col gap-2">
            <select
              aria-label="New status"
              className="h-9 rounded-md border border-line px-2"
              value={next}
              onChange={(e) => setNext(e.target.value as UserStatus)}
            >
              {USER_STATUSES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
            <div className="flex justify-end gap-2">
              <Button onClick={() => close()}>Cancel</Button>
              <Button
                variant="primary"
                loading={busy}
                onClick={async () => {
                  setBusy(true);
                  try {
                    const answer = await userApi.setStatus(user.id, next);
                    if (answer.message !== 'success') throw new Error(answer.message);
                    notify.success(userStatusMessages.success);
                    await queryClient.invalidateQueries({ queryKey: ['users'] });
                    close();
                  } catch (failure) {
                    notify.error(errorText(failure, userStatusMessages.failure));
                  } finally {
                    setBusy(false);
                  }
                }}
              >
                Apply
              </Button>
            </div>
          </div>
        )}
      </PopoverPanel>
    </Popover>
  );
}
