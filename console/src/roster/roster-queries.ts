// The roster area's calls on the generated client, with their query keys.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { useDebounced } from '../kit/use-debounced';

export const rosterKeys = {
  all: ['roster'] as const,
  shifts: ['roster', 'shifts'] as const,
  rows: ['roster', 'rows'] as const,
  employees: ['roster', 'employees'] as const,
};

/** The shift panel holds this many definitions; a search narrows it on the server. */
export const SHIFT_PANEL_SIZE = 100;
/** The roster shows this many employees a page. */
export const ROSTER_PAGE_SIZE = 100;

export interface RosterFilter {
  startDate: string;
  endDate: string;
  departmentIds: string[];
  sortBy: 'department' | 'firstName' | 'lastName' | '';
  search: string;
  page: number;
}

/** The shift definitions panel: by department name then start time, searched on the server as you type. */
export function useShiftDefinitions(search: string) {
  const text = useDebounced(search.trim());
  return useQuery({
    queryKey: [...rosterKeys.shifts, text],
    queryFn: () =>
      api.pageShiftDefinitions({ query: { pageSize: SHIFT_PANEL_SIZE, ...(text ? { search: text } : {}) } }),
    placeholderData: keepPreviousData,
  });
}

/** A page of roster rows for the filters. */
export function useRoster(filter: RosterFilter) {
  const search = useDebounced(filter.search.trim());
  return useQuery({
    queryKey: [...rosterKeys.rows, { ...filter, search }],
    queryFn: () =>
      api.getRoster({
        query: {
          startDate: filter.startDate,
          endDate: filter.endDate,
          page: filter.page,
          pageSize: ROSTER_PAGE_SIZE,
          ...(filter.departmentIds.length ? { departmentIds: filter.departmentIds.join(',') } : {}),
          ...(filter.sortBy ? { sortBy: filter.sortBy } : {}),
          ...(search ? { search } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The employees Add Shift to Employees offers: a page of 25 matches of the search, never every employee. */
export function useRosterEmployees(search: string, startDate: string) {
  const text = useDebounced(search.trim());
  return useQuery({
    queryKey: [...rosterKeys.employees, text, startDate],
    queryFn: () =>
      api.getRosterEmployees({
        query: { startDate, endDate: startDate, pageSize: 25, ...(text ? { search: text } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}
