// Rule "Matching", last sentence: consecutive unscheduled punches form one shift while the gap from an out punch
// to the next punch is at most shiftThreshold minutes. An in punch left alone (its next punch is beyond
// punchPairCompletionTime) also ends the shift: the next punch is an in punch of a new shift.
import type { WorkPunch } from '../model.js';
import { completesPair } from '../pairing/pair-punches.js';

export function groupUnscheduledShifts(
  runs: readonly WorkPunch[][],
  shiftThresholdMs: number,
  completionMs: number,
): WorkPunch[][] {
  const shifts: WorkPunch[][] = [];
  for (const run of runs) {
    let current: WorkPunch[] = [];
    let expectingOut = false;
    for (const punch of run) {
      const last = current[current.length - 1];
      const joins =
        last !== undefined &&
        (expectingOut ? completesPair(last, punch, completionMs) : punch.minuteMs - last.minuteMs <= shiftThresholdMs);
      if (joins) {
        current.push(punch);
        expectingOut = !expectingOut;
      } else {
        if (current.length) shifts.push(current);
        current = [punch];
        expectingOut = true;
      }
    }
    if (current.length) shifts.push(current);
  }
  return shifts;
}
