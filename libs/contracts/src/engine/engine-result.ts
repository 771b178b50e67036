// The calculation engine's output, exactly as /work/shared/CALCULATION.md "The interface" fixes it.
import type { ExceptionType } from './engine-input.js';

export type DayStatus = 'Working' | 'OffDay' | 'HOL' | 'Absent' | 'Leave' | 'NoData';

export interface PairResult {
  inPunchId: string | null;
  outPunchId: string | null;
  paidFrom: string | null; // ISO instant
  paidTo: string | null; // ISO instant
  minutes: number;
}

export interface ShiftResult {
  key: string; // "<scheduleDate>#<sectionIndex>" or "<date>#u<n>"
  scheduled: { start: string; end: string } | null; // ISO instants
  pairs: PairResult[];
  breakDeductedMinutes: number;
  paidMinutes: number;
}

export interface PayTypeAmount {
  payTypeId: string;
  minutes?: number;
  units?: number;
}

export interface EngineException {
  type: ExceptionType;
  shiftKey?: string;
  punchId?: string;
  minutes?: number;
}

export interface DayResult {
  date: string;
  status: DayStatus;
  shifts: ShiftResult[];
  payTypes: PayTypeAmount[];
  exceptions: EngineException[];
  explain: string[]; // one plain sentence per rule that moved a minute
}

export interface EngineResult {
  employeeId: string;
  days: DayResult[];
  totals: PayTypeAmount[];
  alternativeHolidaysEarned: number;
}
