// The leave area's calls on the generated client, with their query keys.
import type { LeaveAnswer } from '@rollcall/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import type { PageSource } from '../kit/table/DataTable';
import type { LeaveStatus } from './leave-messages';

export const leaveKeys = {
  all: ['leaves'] as const,
  types: ['leaves', 'types'] as const,
  balances: (employeeId: string, asOf: string) => ['leave-balances', employeeId, asOf] as const,
  cover: (id: string) => ['leaves', 'cover', id] as const,
  counts: ['leaves', 'counts'] as const,
};

export interface LeaveFilter {
  status: LeaveStatus | '';
  startDate: string;
  endDate: string;
}

/** The leaves table's pages for a search. */
export function leavePages(filter: LeaveFilter): PageSource<LeaveAnswer> {
  return {
    key: [...leaveKeys.all, 'list', filter],
    load: (params) =>
      api.listLeaves({
        query: {
          ...params,
          ...(filter.status ? { status: filter.status } : {}),
          ...(filter.startDate ? { startDate: filter.startDate } : {}),
          ...(filter.endDate ? { endDate: filter.endDate } : {}),
        },
      }),
  };
}

/** The leave types a leave may be of (leaveStatus on, active). */
export function useLeaveTypes() {
  return useQuery({ queryKey: leaveKeys.types, queryFn: () => api.listLeaveTypes(), staleTime: 60_000 });
}

/** An employee's balances as of a day ('' for the caller's own employee record). */
export function useLeaveBalances(employeeId: string, asOf: string, enabled = true) {
  return useQuery({
    queryKey: leaveKeys.balances(employeeId, asOf),
    queryFn: () =>
      api.getLeaveBalances({ query: { ...(employeeId ? { employeeId } : {}), ...(asOf ? { fromDate: asOf } : {}) } }),
    enabled,
  });
}

/** The approval modal's cover: the requester's department over the leave's days. */
export function useLeaveCover(id: string) {
  return useQuery({ queryKey: leaveKeys.cover(id), queryFn: () => api.getLeaveCover({ path: { id } }) });
}
