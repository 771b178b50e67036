import { HttpClient, type TokenStore, type Tokens } from '@rollcall/api-client';

/**
 * A raw HttpClient signed in as `email`, for the organisation and identity calls the generated client does not
 * carry yet (docs/api.md "Organisation" / "Identity").
 */
export async function signedInHttp(baseUrl: string, email: string, password: string): Promise<HttpClient> {
  let held: Tokens | null = null;
  const tokens: TokenStore = { get: () => held, set: (t) => (held = t) };
  const http = new HttpClient({ baseUrl, tokens, timeoutMs: 15_000 });
  tokens.set(
    await http.request<Tokens>({ method: 'POST', path: '/account/login', body: { email, password, appType: 'web' } }),
  );
  return http;
}

export interface EmployeeRow {
  id: string;
  firstName: string;
  lastName: string;
  employeeStatus: string;
  departmentId?: string | null;
  paygroupId?: string | null;
  clockId?: number | null;
}

export const listEmployees = (http: HttpClient, employeeStatus = 'Active') =>
  http.request<EmployeeRow[]>({ method: 'GET', path: '/api/employees', query: { employeeStatus } });

export const licenceCount = (http: HttpClient) =>
  http.request<{ used: number; total: number; remaining: number }>({
    method: 'GET',
    path: '/api/employees/user-count',
  });

export async function createEmployee(
  http: HttpClient,
  fields: {
    firstName: string;
    lastName: string;
    departmentId: string;
    paygroupId: string;
    clockId: number;
    payId: string;
  },
): Promise<string> {
  const answer = await http.request<{ message: string; employeeId: string }>({
    method: 'POST',
    path: '/employee/save-without-photo',
    body: { ...fields, hireOnDateValue: '2026-01-05', isExport: true },
  });
  return answer.employeeId;
}

export const setEmployeeStatus = (http: HttpClient, id: string, status: string) =>
  http.request<{ message: string }>({
    method: 'POST',
    path: '/employee/saveStatus',
    body: { id, status, reason: 'browser test' },
  });

export const nextClockId = async (http: HttpClient) =>
  (await http.request<{ clockId: number }>({ method: 'GET', path: '/api/employees/next-clock-id' })).clockId;
