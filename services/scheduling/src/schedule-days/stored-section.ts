import type { ScheduleSection } from '@rollcall/contracts';

/** Section types of the roster (spec 001 §3 WorkSection.type): any other value is a normal shift. */
export const SECTION_TYPE = { locked: 2, offDay: 3 } as const;

/**
 * A work section as scheduling stores it: the engine's fields, and beside them what the roster and the template
 * editor show. Only the engine's fields travel in schedule.day.changed.v1 (see `engineSection`).
 */
export interface StoredSection extends ScheduleSection {
  /** the section's own id, stable across edits */
  id?: string;
  /** the shift definition it came from (spec: baseShiftWorksectionId) */
  shiftId?: string | null;
  labelName?: string | null;
  colorCode?: string | null;
  /** 2: locked (not moved or deleted on the roster), 3: the Off Day entry, else a normal shift */
  type?: number | null;
}

const ENGINE_SECTION_FIELDS = [
  'start',
  'end',
  'startType',
  'endType',
  'breakMinutes',
  'lunchWorkingThrough',
  'overrideBreakCalculation',
  'breakCalculationType',
  'breakTriggerHours',
  'breakStartTime',
  'overridePayGroup',
  'allowOT',
  'allowEA',
  'allowLD',
  'positionId',
  'jobId',
  'taskId',
  'skillIds',
] as const satisfies readonly (keyof ScheduleSection)[];

// Fails to compile when the engine's ScheduleSection gains a field this list does not carry.
const everyEngineField: Exclude<keyof ScheduleSection, (typeof ENGINE_SECTION_FIELDS)[number]> extends never
  ? true
  : never = true;
void everyEngineField;

/**
 * The engine's part of a stored section: its fields only (the engine's input check refuses any other) and none
 * left null (the engine reads an absent field as its default).
 */
export function engineSection(section: StoredSection): ScheduleSection {
  const picked: Record<string, unknown> = {};
  for (const field of ENGINE_SECTION_FIELDS) {
    const value = section[field];
    if (value !== undefined && value !== null) picked[field] = value;
  }
  return picked as unknown as ScheduleSection;
}

/** A section in any of scheduling's forms: stored, as a call carries it, or the engine's (which has no type). */
export type AnySection = ScheduleSection | Pick<StoredSection, 'type'>;

/** Whether a section is work the engine schedules (the roster's Off Day entry is not). */
export function isWorkSection(section: AnySection): boolean {
  return (section as Pick<StoredSection, 'type'>).type !== SECTION_TYPE.offDay;
}
