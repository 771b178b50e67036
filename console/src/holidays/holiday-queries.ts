// The holidays area's calls on the generated client, with their query keys.
import type { HolidayRow } from '@rollcall/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import type { PageSource } from '../kit/table/DataTable';

export const holidayKeys = { all: ['holidays'] as const };

/** The holidays table's pages for a year ('' for all). */
export function holidayPages(year: string): PageSource<HolidayRow> {
  return {
    key: [...holidayKeys.all, 'list', year],
    load: (params) => api.pageHolidays({ query: { ...params, ...(year ? { year: Number(year) } : {}) } }),
  };
}

/** The years the company has holidays in, for the Year filter. */
export function useHolidayYears() {
  return useQuery({ queryKey: [...holidayKeys.all, 'years'], queryFn: () => api.listHolidayYears() });
}
