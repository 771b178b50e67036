// Rule "Matching": a punch belongs to the first scheduled section (in order of start) whose window
// [start − earlyArrivalThreshold, end + lateDepartureThreshold] contains it, edges included. Other punches are
// unscheduled; a punch of a section between two unscheduled punches separates them.
import type { WorkPunch, WorkSection } from '../model.js';

export interface MatchedPunches {
  bySection: Map<WorkSection, WorkPunch[]>;
  /** Runs of consecutive unscheduled punches, in order; each run is cut by any scheduled punch. */
  unscheduledRuns: WorkPunch[][];
}

/** `punches` and `sections` must be sorted (dedupePunches, resolveSections). */
export function matchPunches(punches: readonly WorkPunch[], sections: readonly WorkSection[]): MatchedPunches {
  const bySection = new Map<WorkSection, WorkPunch[]>();
  const unscheduledRuns: WorkPunch[][] = [];
  let run: WorkPunch[] = [];
  for (const punch of punches) {
    const t = punch.minuteMs;
    let home: WorkSection | undefined;
    for (const section of sections) {
      // Every window starts the same threshold before its section's start, so windows are sorted by start too.
      if (section.windowStartMs > t) break;
      if (t <= section.windowEndMs) {
        home = section;
        break;
      }
    }
    if (home) {
      const list = bySection.get(home);
      if (list) list.push(punch);
      else bySection.set(home, [punch]);
      if (run.length) unscheduledRuns.push(run);
      run = [];
    } else {
      run.push(punch);
    }
  }
  if (run.length) unscheduledRuns.push(run);
  return { bySection, unscheduledRuns };
}
