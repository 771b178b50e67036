// The time-card exceptions area's calls on the generated client, with their query keys.
import type { TimeCardExceptionRow } from '@rollcall/api-client';
import { api } from '../api/client';
import type { PageSource } from '../kit/table/DataTable';
import type { ExceptionSearch } from './exception-types';

export const exceptionKeys = {
  all: ['time-card-exceptions'] as const,
  counts: ['time-card-exceptions', 'counts'] as const,
};

/** The pages of a search, optionally of one employee. */
export function exceptionPages(search: ExceptionSearch, employeeId?: string): PageSource<TimeCardExceptionRow> {
  return {
    key: [...exceptionKeys.all, search, employeeId ?? null],
    load: (params) =>
      api.listTimeCardExceptions({ query: { ...params, ...search, ...(employeeId ? { employeeId } : {}) } }),
  };
}
