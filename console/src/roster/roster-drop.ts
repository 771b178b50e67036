// What a drop on the roster does (spec 001 §4 "Roster drag"), decided before it is sent so the target cell can show
// a refusal while the drag hovers over it. The server applies the same rules and has the last word.
import { firstOverlap, LOCKED_SECTION_TYPE, type TimedSection } from '@rollcall/contracts/roster';

export interface DropSection extends TimedSection {
  id: string;
  type?: number | null;
}

export interface DropDay {
  employeeId: string;
  date: string;
  isOffDay: boolean;
  /** in a closed pay period */
  isClosed: boolean;
  sections: readonly DropSection[];
}

/** What is dragged: a shift of the left list, the Off Day entry, or a bar already on the roster. */
export type DragItem =
  | { kind: 'shift'; shiftId: string; section: TimedSection }
  | { kind: 'offDay' }
  | { kind: 'bar'; from: DropDay; section: DropSection };

export type DropRefusal = 'conflict' | 'periodClosed' | 'locked' | 'multiShift';

export type DropAction =
  | { kind: 'add'; shiftId: string }
  | { kind: 'move'; sectionId: string }
  | { kind: 'copy'; sectionId: string }
  | { kind: 'offDay' }
  | { kind: 'none' };

export interface DropDecision {
  action: DropAction;
  refusal: DropRefusal | null;
}

const NOTHING: DropDecision = { action: { kind: 'none' }, refusal: null };

/** The Off Day entry's section type: not work. */
const OFF_DAY_SECTION_TYPE = 3;

/**
 * The drop of `item` on `target`: a list shift adds, a bar moves (with `copy`, Ctrl held, it copies), the Off Day
 * entry replaces the day's shifts. Refused: a locked bar, a date in a closed pay period (the target's, and for a
 * move the source's too), a section overlapping one already on the target day, and without the company's
 * multi-shift feature (`multiShift` false) a second shift on the day.
 */
export function dropDecision(item: DragItem, target: DropDay, copy: boolean, multiShift = true): DropDecision {
  const occupied = !multiShift && !target.isOffDay && target.sections.some((s) => s.type !== OFF_DAY_SECTION_TYPE);
  if (item.kind === 'bar') {
    const sameCell = item.from.employeeId === target.employeeId && item.from.date === target.date;
    if (sameCell && !copy) return NOTHING;
    const action: DropAction = copy
      ? { kind: 'copy', sectionId: item.section.id }
      : { kind: 'move', sectionId: item.section.id };
    if (!copy && item.section.type === LOCKED_SECTION_TYPE) return { action, refusal: 'locked' };
    if (target.isClosed || (!copy && item.from.isClosed)) return { action, refusal: 'periodClosed' };
    if (firstOverlap(item.section, target.sections)) return { action, refusal: 'conflict' };
    return { action, refusal: occupied ? 'multiShift' : null };
  }
  if (item.kind === 'offDay') {
    if (target.isOffDay) return NOTHING;
    return { action: { kind: 'offDay' }, refusal: target.isClosed ? 'periodClosed' : null };
  }
  const action: DropAction = { kind: 'add', shiftId: item.shiftId };
  if (target.isClosed) return { action, refusal: 'periodClosed' };
  if (firstOverlap(item.section, target.sections)) return { action, refusal: 'conflict' };
  return { action, refusal: occupied ? 'multiShift' : null };
}
