// Rule "Day status", in order: HOL a public holiday not worked; Leave every scheduled minute covered by approved
// leave (an off or unscheduled day charged leave) and no work; Working any punch of a shift that belongs to the day
// (Which day: its schedule date, or the date of its first in punch), paid or not; Absent a day-level Absent
// exception; OffDay an off day; NoData otherwise (nothing scheduled or punched, or a scheduled day not over yet).
// "Worked" is paid work of the day's own shifts, so a shift reported on a day from the night before
// (payOnFinishDay) leaves that day its own status.
import type { DayStatus } from '@rollcall/contracts';

export interface DayFacts {
  isHoliday: boolean;
  /** The day's own shifts paid some minutes. */
  worked: boolean;
  /** The day's own shifts hold a punch. */
  punched: boolean;
  absent: boolean;
  offDay: boolean;
  /** Leave is charged on the day and covers every scheduled minute. */
  whollyOnLeave?: boolean;
}

export function dayStatus(f: DayFacts): DayStatus {
  if (f.isHoliday && !f.worked) return 'HOL';
  if (f.whollyOnLeave && !f.worked) return 'Leave';
  if (f.punched) return 'Working';
  if (f.absent) return 'Absent';
  if (f.offDay) return 'OffDay';
  return 'NoData';
}
