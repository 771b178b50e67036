import type { PunchOpen } from './PunchPairRow';
import type { ShiftOpen } from './shift-form';

/**
 * What an editable timesheet's grid opens (absent on a read-only one): Modify Punch / New Punch, the Punch Pair
 * modal, New Shift / Modify Shift, and the leave form on a day (only for a user who may create leave).
 */
export interface GridEdits {
  punch: (open: PunchOpen) => void;
  /** the pair's id, `<in punch id>~<out punch id>` */
  pair: (pairId: string) => void;
  shift: (open: ShiftOpen) => void;
  leave?: ((day: string) => void) | undefined;
}
