import type { PunchOpen } from './PunchPairRow';
import type { ShiftOpen } from './shift-form';

/**
 * What an editable timesheet's grid opens (absent on a read-only one): Modify Punch / New Punch, New Shift / Modify
 * Shift, and the leave form on a day (only for a user who may create leave).
 */
export interface GridEdits {
  punch: (open: PunchOpen) => void;
  shift: (open: ShiftOpen) => void;
  leave?: ((day: string) => void) | undefined;
}
