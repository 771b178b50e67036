// The users area's calls on the generated client (docs/api.md "Identity"), with the list's pages.
import type { SaveUserRequest, UserDetail, UserListRow } from '@rollcall/api-client';
import { api } from '../api/client';
import type { PageSource } from '../kit/table/DataTable';

export type UserStatus = UserListRow['userStatus'];
export const USER_STATUSES: UserStatus[] = ['Active', 'Inactive', 'Terminated'];

export type { UserDetail, UserListRow as UserRow, ApproverChoice as PersonChoice } from '@rollcall/api-client';

export const userApi = {
  list: (query: { userStatus: UserStatus; departmentIds?: string }) => api.listUsers({ query }),
  get: (id: string): Promise<UserDetail> => api.getUser({ path: { id } }),
  roles: () => api.listRoles(),
  save: (body: SaveUserRequest) => api.saveUser({ body }),
  setStatus: (userId: string, userStatus: UserStatus) => api.setUserStatus({ path: { userId }, body: { userStatus } }),
};

/** The users table's pages for a status and departments (none: all); `ready` once the header filter is known. */
export function userPages(
  filters: { status: UserStatus; departmentIds: string[] },
  ready: boolean,
): PageSource<UserListRow> {
  const departmentIds = filters.departmentIds.join(',');
  return {
    key: ['users', filters.status, departmentIds],
    load: (params) =>
      api.pageUsers({ query: { ...params, userStatus: filters.status, ...(departmentIds ? { departmentIds } : {}) } }),
    enabled: ready,
  };
}
