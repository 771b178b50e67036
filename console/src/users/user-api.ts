// The users calls of docs/api.md ("Identity"), not in the generated client yet: they go through the shared
// HttpClient.request with the documented paths and shapes until the lead regenerates libs/api-client.
import { http } from '../api/client';

export type UserStatus = 'Active' | 'Inactive' | 'Terminated';
export const USER_STATUSES: UserStatus[] = ['Active', 'Inactive', 'Terminated'];

export interface UserRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  userStatus: UserStatus;
  roleId: string;
  roleName: string;
  employeeId: string | null;
  exportDevisions: string | null;
}

export interface UserDetail {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  middleName: string | null;
  roleId: string;
  roleName: string;
  userStatus: UserStatus;
  isEmployee: boolean;
  employeeId: string | null;
  exportDevisions: string | null;
  departments: string[];
  funs: string[];
  isLeave: boolean;
  forwardTo: string | null;
  mobileApp: boolean;
  evacuator: boolean;
  hasPin: boolean;
  avatarFileName: string | null;
  employee: {
    clockId: number | null;
    payId: string | null;
    departmentId: string | null;
    employeeStatus: string;
  } | null;
}

export interface PersonChoice {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  roleName: string;
}

export const userApi = {
  list: (query: { userStatus: UserStatus; departmentIds?: string }) =>
    http.request<UserRow[]>({ method: 'GET', path: '/api/users', query }),
  get: (id: string) => http.request<UserDetail>({ method: 'GET', path: `/api/users/${encodeURIComponent(id)}` }),
  forwardTo: () => http.request<PersonChoice[]>({ method: 'GET', path: '/api/users/forward-to' }),
  roles: () => http.request<{ id: string; name: string }[]>({ method: 'GET', path: '/api/roles' }),
  save: (body: Record<string, unknown>) =>
    http.request<{ message: string; id: string; employeeId: string | null }>({
      method: 'POST',
      path: '/user/save-without-photo',
      body,
    }),
  setStatus: (userId: string, userStatus: UserStatus) =>
    http.request<{ message: string }>({
      method: 'POST',
      path: `/api/users/${encodeURIComponent(userId)}/status`,
      body: { userStatus },
    }),
};
