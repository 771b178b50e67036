// The schedule templates' and the employee schedule's calls on the generated client, with their query keys.
import type { ScheduleTemplateRow } from '@rollcall/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import type { PageSource } from '../kit/table/DataTable';

export const scheduleKeys = {
  all: ['schedules'] as const,
  templates: ['schedules', 'templates'] as const,
  template: (id: string) => ['schedules', 'template', id] as const,
  employee: ['schedules', 'employee'] as const,
};

/** The template list's pages (GET /api/schedules). */
export const templatePages: PageSource<ScheduleTemplateRow> = {
  key: scheduleKeys.templates,
  load: (params) => api.pageScheduleTemplates({ query: params }),
};

/** One template with its day rules; nothing while creating. */
export function useScheduleTemplate(id: string | null) {
  return useQuery({
    queryKey: scheduleKeys.template(id ?? ''),
    queryFn: () => api.getScheduleTemplate({ path: { id: id ?? '' } }),
    enabled: id !== null,
    refetchOnWindowFocus: false,
  });
}

export interface EmployeeScheduleSearch {
  employeeId: string;
  startDate: string;
  endDate: string;
}

/** An employee's days over the range (POST /schedule/searchEmployeeSchedule); nothing until one is asked for. */
export function useEmployeeSchedule(search: EmployeeScheduleSearch | null) {
  return useQuery({
    queryKey: [...scheduleKeys.employee, search],
    queryFn: () => api.searchEmployeeSchedule({ body: search as EmployeeScheduleSearch }),
    enabled: search !== null,
    refetchOnWindowFocus: false,
  });
}
