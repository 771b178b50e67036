// Rule "Matching": a punch belongs to a scheduled section whose window
// [start − earlyArrivalThreshold, end + lateDepartureThreshold] contains it, edges included. Where the windows of
// several sections contain it (a split shift), it first closes an earlier section that is open (holds an in punch
// with no out yet: an odd number of punches so far); otherwise it goes to the section with the scheduled boundary
// (start or end) nearest the punch, the later section on a tie. Other punches are unscheduled; a punch of a
// section between two unscheduled punches separates them.
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
  // Sections before `first` have windows that closed before the current punch, so before every later one too.
  let first = 0;
  for (const punch of punches) {
    const t = punch.minuteMs;
    while (first < sections.length && (sections[first] as WorkSection).windowEndMs < t) first++;
    const home = homeSection(t, sections, first, bySection);
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

function homeSection(
  t: number,
  sections: readonly WorkSection[],
  first: number,
  bySection: ReadonlyMap<WorkSection, readonly WorkPunch[]>,
): WorkSection | undefined {
  let nearest = -1;
  let nearestDistance = Infinity;
  let open = -1;
  for (let i = first; i < sections.length; i++) {
    const section = sections[i] as WorkSection;
    // Every window starts the same threshold before its section's start, so windows are sorted by start too.
    if (section.windowStartMs > t) break;
    if (t > section.windowEndMs) continue;
    if (open < 0 && (bySection.get(section)?.length ?? 0) % 2 === 1) open = i;
    const distance = Math.min(Math.abs(t - section.startMs), Math.abs(t - section.endMs));
    if (distance <= nearestDistance) {
      nearest = i;
      nearestDistance = distance;
    }
  }
  // An open section earlier than the nearest one is closed first.
  const home = open >= 0 && open < nearest ? open : nearest;
  return home >= 0 ? sections[home] : undefined;
}
