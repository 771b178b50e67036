import { refusal, type SqlRunner } from '@rollcall/platform';
import { hasSeveralSections } from '../schedule-days/schedule-day-rules.js';
import { SCHEDULE_DAY_ANSWERS } from '../schedule-days/schedule-day.answers.js';
import type { AnySection } from '../schedule-days/stored-section.js';
import { SCHEDULING } from '../scheduling.constants.js';

/** The company settings scheduling's rules read (spec 001 §3 "Relevant company settings"). */
export interface SchedulingSettings {
  /** more than one section a day (spec 001 §5: "more than one section per day requires the multi-shift feature") */
  multiShift: boolean;
}

/**
 * The settings as scheduling last heard them from org.company.changed.v1. A company not heard of yet, or whose
 * events predate `features`, has organisation's defaults (multi-shift on). Inside a transaction pass its manager.
 */
export async function schedulingSettingsOf(runner: SqlRunner, companyId: string): Promise<SchedulingSettings> {
  const [row] = (await runner.query(
    `SELECT (features->>'multiShiftView')::boolean AS "multiShift" FROM "${SCHEDULING}".companies WHERE id = $1`,
    [companyId],
  )) as { multiShift: boolean | null }[];
  return { multiShift: row?.multiShift ?? true };
}

/**
 * Refuses (multiShift, nothing written) when a day has more than one work section and the company has not the
 * multi-shift feature; reads the settings only when a day has several. Inside a transaction pass its manager.
 */
export async function assertMultiShiftAllowed(
  runner: SqlRunner,
  companyId: string,
  days: readonly { offDay: boolean; sections: readonly AnySection[] }[],
): Promise<void> {
  if (await multiShiftRefused(runner, companyId, days)) throw refusal(SCHEDULE_DAY_ANSWERS, 'multiShift');
}

/** Whether a day has more than one work section while the company has not the multi-shift feature. */
export async function multiShiftRefused(
  runner: SqlRunner,
  companyId: string,
  days: readonly { offDay: boolean; sections: readonly AnySection[] }[],
): Promise<boolean> {
  return days.some(hasSeveralSections) && !(await schedulingSettingsOf(runner, companyId)).multiShift;
}
