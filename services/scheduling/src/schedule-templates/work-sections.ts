import { type BreakCalculationType, WORK_SECTION_MESSAGES, workSectionProblems } from '@rollcall/contracts';
import { invalidFields } from '@rollcall/platform';
import type { StoredSection } from '../schedule-days/stored-section.js';
import type { WorkSectionInput } from './work-section.request.js';

/** A section as the calls carry it (spec 001 §3 WorkSection), with its id. */
export type WorkSection = WorkSectionInput & { id: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The stored form of a section from the call's form. Its id is kept when it is one of `knownIds` (the stored
 * sections'); a locally made id is dropped and a new one given.
 */
export function storedSection(input: WorkSectionInput, knownIds: ReadonlySet<string>): StoredSection {
  const id = input.id && UUID.test(input.id) && knownIds.has(input.id) ? input.id : crypto.randomUUID();
  const section: StoredSection = {
    id,
    start: input.startTime,
    end: input.endTime,
    startType: input.startTimeType ?? 'Today',
    endType: input.endTimeType ?? 'Today',
    breakMinutes: input.breakTime ?? 0,
  };
  const set = <K extends keyof StoredSection>(key: K, value: StoredSection[K] | null | undefined) => {
    if (value !== null && value !== undefined) section[key] = value;
  };
  set('lunchWorkingThrough', input.lunchWorkingThrough);
  set('overrideBreakCalculation', input.overrideBreakCalculation);
  if (input.overrideBreakCalculation) {
    set('breakCalculationType', input.breakCalculationType as BreakCalculationType | null | undefined);
    set('breakTriggerHours', input.breakTriggerTime);
    set('breakStartTime', input.breakStartTime);
  }
  set('overridePayGroup', input.isOverridePayGroup);
  if (input.isOverridePayGroup) set('allowOT', input.allowOT);
  set('allowEA', input.allowEA);
  set('allowLD', input.allowLD);
  set('positionId', input.departmentId);
  set('jobId', input.jobId);
  set('taskId', input.taskId);
  if (input.skills?.length) section.skillIds = input.skills;
  set('labelName', input.labelName);
  set('colorCode', input.colorCode);
  set('type', input.type);
  set('shiftId', input.baseShiftWorksectionId);
  return section;
}

/** The call's form of a stored section. */
export function workSection(section: StoredSection): WorkSection {
  return {
    id: section.id ?? null,
    startTime: section.start,
    endTime: section.end,
    startTimeType: section.startType ?? 'Today',
    endTimeType: section.endType ?? 'Today',
    breakTime: section.breakMinutes ?? 0,
    overrideBreakCalculation: section.overrideBreakCalculation ?? false,
    breakCalculationType: section.breakCalculationType ?? null,
    breakTriggerTime: section.breakTriggerHours ?? null,
    breakStartTime: section.breakStartTime ?? null,
    isOverridePayGroup: section.overridePayGroup ?? false,
    allowOT: section.allowOT ?? false,
    lunchWorkingThrough: section.lunchWorkingThrough ?? false,
    allowEA: section.allowEA ?? false,
    allowLD: section.allowLD ?? false,
    departmentId: section.positionId ?? null,
    jobId: section.jobId ?? null,
    taskId: section.taskId ?? null,
    skills: section.skillIds ?? [],
    labelName: section.labelName ?? null,
    colorCode: section.colorCode ?? null,
    type: section.type ?? null,
    baseShiftWorksectionId: section.shiftId ?? null,
  };
}

/**
 * Refuses (400, each field named `${list}[i]…`) days whose sections break the section form's rules of spec 001 §5,
 * or an off day with sections.
 */
export function checkDaySections(
  list: string,
  days: readonly { isOffDay: boolean; workSections: readonly WorkSectionInput[] }[],
): void {
  const problems = days.flatMap((day, i) => [
    ...(day.isOffDay && day.workSections.length
      ? [{ field: `${list}[${i}].workSections`, message: WORK_SECTION_MESSAGES.offDay }]
      : []),
    ...day.workSections.flatMap((section, j) =>
      workSectionProblems(section).map((p) => ({
        field: `${list}[${i}].workSections[${j}].${p.field}`,
        message: p.message,
      })),
    ),
  ]);
  if (problems.length) throw invalidFields(problems);
}
