// Rule "Day status", in order: HOL a public holiday not worked; Leave leave charged and no work; Working any paid
// work; Absent an Absent exception; OffDay an off day with no work; NoData otherwise (nothing scheduled or
// punched, a scheduled day not over yet, or punches that paid nothing).
import type { DayStatus } from '@rollcall/contracts';

export interface DayFacts {
  isHoliday: boolean;
  worked: boolean;
  absent: boolean;
  offDay: boolean;
  /** Leave minutes were charged on the day. */
  onLeave?: boolean;
}

export function dayStatus(f: DayFacts): DayStatus {
  if (f.isHoliday && !f.worked) return 'HOL';
  if (f.onLeave && !f.worked) return 'Leave';
  if (f.worked) return 'Working';
  if (f.absent) return 'Absent';
  if (f.offDay) return 'OffDay';
  return 'NoData';
}
