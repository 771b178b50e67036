// The payroll transfer area's calls on the generated client, with their query keys.
import type { PayrollTransferRow } from '@rollcall/api-client';
import { useQuery } from '@tanstack/react-query';
import { api, http } from '../api/client';
import type { PageSource } from '../kit/table/DataTable';
import { daysQuery, type DaysFilter } from './payroll-filters';

export const payrollKeys = { all: ['payroll-transfers'] as const };

/** The table's pages for a period filter. */
export function payrollTransferPages(days: DaysFilter): PageSource<PayrollTransferRow> {
  return {
    key: [...payrollKeys.all, days],
    load: (params) => api.searchPayrollTransfers({ body: { ...params, ...daysQuery(days) } }),
  };
}

/** GET /payrolltransfer/exportCSV (or exportAllowance): the file, as the server names it. */
export function exportFile(
  kind: 'payroll' | 'allowance',
  ids: readonly string[],
  departmentIds: readonly string[],
  template: string | null,
): Promise<Blob> {
  const query: Record<string, string> = { id: ids.join(',') };
  if (departmentIds.length) query.departmentIds = departmentIds.join(',');
  if (template && kind === 'payroll') query.template = template;
  return http.requestBlob({
    method: 'GET',
    path: kind === 'payroll' ? '/payrolltransfer/exportCSV' : '/payrolltransfer/exportAllowance',
    query,
    headers: { Accept: 'text/csv, application/json' },
  });
}

export const EXPORT_FILE_NAMES = {
  payroll: 'PayrollTransfer.csv',
  allowance: 'PayrollTransferAllowance.csv',
} as const;

export const xeroKeys = { status: ['xero-status'] as const };

/** GET /api/xero/status: whether Xero is set up on the server, and the company connected (or to reconnect). */
export function useXeroStatus() {
  return useQuery({ queryKey: xeroKeys.status, queryFn: () => api.xeroStatus(), staleTime: 60_000 });
}
