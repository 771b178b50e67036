// The dashboard's calls on the generated client, with their query keys (one prefix: the live stream refreshes them).
import type { DashboardEmployeeInfo, DashboardEmployeeRow } from '@rollcall/api-client';
import { api } from '../api/client';
import type { PageSource } from '../kit/table/DataTable';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  employees: ['dashboard', 'employees'] as const,
  info: (ids: readonly string[]) => ['dashboard', 'employee-info', ...ids] as const,
  counts: ['dashboard', 'counts'] as const,
  count: (name: string) => ['dashboard', 'counts', name] as const,
};

/** The employees table's pages (Active employees, as the spec's Standard Board lists them). */
export function dashboardEmployeePages(): PageSource<DashboardEmployeeRow> {
  return {
    key: dashboardKeys.employees,
    load: (params) => api.dashboardEmployees({ query: { ...params, employeeStatus: 'Active' } }),
  };
}

/** The counts, each by its own call. */
export const countCalls = {
  syncErrors: async () => (await api.countSyncErrors()).count,
  pendingLeave: async () => (await api.countPendingLeaves()).count,
  upcomingLeave: async () => (await api.countUpcomingLeaves()).count,
  exceptions: () => api.exceptionNum(),
  dailyApprovals: () => api.timeApprovalDailyCount(),
  thisPeriodApprovals: () => api.timeApprovalThisPeriodCount(),
  lastPeriodApprovals: () => api.timeApprovalLastPeriodCount(),
};

/** Next scheduled time, last punch's job and status of the employees of the page shown. */
export function employeeInfo(ids: readonly string[]): Promise<DashboardEmployeeInfo[]> {
  return api.dashboardEmployeeInfo({ query: { employeeIds: ids.join(',') } });
}
