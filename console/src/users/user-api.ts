// The users calls of docs/api.md ("Identity") through the generated client.
import type { SaveUserRequest, UserDetail, UserListRow } from '@rollcall/api-client';
import { api } from '../api/client';

export type UserStatus = UserListRow['userStatus'];
export const USER_STATUSES: UserStatus[] = ['Active', 'Inactive', 'Terminated'];

export type { UserDetail, UserListRow as UserRow, ApproverChoice as PersonChoice } from '@rollcall/api-client';

export const userApi = {
  list: (query: { userStatus: UserStatus; departmentIds?: string }) => api.listUsers({ query }),
  get: (id: string): Promise<UserDetail> => api.getUser({ path: { id } }),
  forwardTo: () => api.listForwardToUsers(),
  roles: () => api.listRoles(),
  save: (body: SaveUserRequest) => api.saveUser({ body }),
  setStatus: (userId: string, userStatus: UserStatus) => api.setUserStatus({ path: { userId }, body: { userStatus } }),
};
