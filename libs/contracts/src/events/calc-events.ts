export const CALC_DAY_CALCULATED_V1 = 'calc.day.calculated.v1';

export interface DayCalculatedV1 {
  employeeId: string;
  /** local date YYYY-MM-DD */
  date: string;
  status: 'Working' | 'OffDay' | 'HOL' | 'Absent' | 'Leave' | 'NoData';
  paidMinutes: number;
  payTypes: { payTypeId: string; minutes?: number; units?: number }[];
  exceptions: { type: string; shiftKey?: string; punchId?: string; minutes?: number }[];
  /** the number of punches the calculation saw for the day */
  punchCount: number;
}
