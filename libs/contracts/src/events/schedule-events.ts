import type { ScheduleSection } from '../engine/engine-input.js';

export const SCHEDULE_DAY_CHANGED_V1 = 'schedule.day.changed.v1';

/** One employee's schedule for one date, as it now stands (an empty, non-off day means "no schedule"). */
export interface ScheduleDayChangedV1 {
  employeeId: string;
  /** local date YYYY-MM-DD */
  date: string;
  offDay: boolean;
  sections: ScheduleSection[];
}
