// Rule "Allowances". For each worked shift (paid minutes > 0) and each skill on it (the section's skillIds when it
// has any, else the employee's) that has an allowance pay type (input.skills):
// - eitherOnePerShift adds 1 unit per shift;
// - hoursWorkedForShift adds the shift's paid hours, given as minutes (hours = minutes / 60, never a float);
// - hoursWorkedForDay adds the day's paid hours (every shift reported on the day), as minutes, once per day.
// Allowances go on the day the shift is reported on. Skill ids with no entry in input.skills add nothing.
import type { PayTypeAmount, Skill } from '@rollcall/contracts';
import type { EngineContext } from '../context.js';
import { ExplainLines } from '../explain/explain-lines.js';
import { minutes } from '../explain/phrases.js';
import type { WorkShift } from '../model.js';

export interface DayAllowances {
  amounts: PayTypeAmount[];
  explain: ExplainLines;
}

const NONE: DayAllowances = { amounts: [], explain: new ExplainLines() };

/** The skills with an allowance, prepared once per calculation; null when there are none. */
export interface AllowancePlan {
  skills: ReadonlyMap<string, Skill>;
  /** The employee's skills that have an allowance, unique, in id order. */
  employeeSkills: readonly Skill[];
}

/** Known skills of a list of ids, unique, in id order. */
function known(ids: readonly string[], skills: ReadonlyMap<string, Skill>): Skill[] {
  const out: Skill[] = [];
  for (const id of ids) {
    const skill = skills.get(id);
    if (skill && !out.includes(skill)) out.push(skill);
  }
  return out.length > 1 ? out.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)) : out;
}

export function allowancePlan(ctx: EngineContext): AllowancePlan | null {
  const list = ctx.input.skills;
  if (!list || list.length === 0) return null;
  const skills = new Map<string, Skill>(list.map((s) => [s.id, s]));
  return { skills, employeeSkills: known(ctx.input.employee.skillIds ?? [], skills) };
}

function skillsOf(shift: WorkShift, plan: AllowancePlan): readonly Skill[] {
  const own = shift.section?.source.skillIds;
  return own && own.length > 0 ? known(own, plan.skills) : plan.employeeSkills;
}

/** The allowances of one day, from its reported shifts in order of time. */
export function dayAllowances(
  shifts: readonly WorkShift[],
  plan: AllowancePlan | null,
  ctx: EngineContext,
): DayAllowances {
  if (plan === null || shifts.length === 0) return NONE;
  const amounts: PayTypeAmount[] = [];
  const explain = new ExplainLines();
  const code = (id: string) => ctx.payTypeById(id)?.code ?? id;
  const perDay: Skill[] = [];
  let dayPaid = 0;
  for (const shift of shifts) {
    if (shift.paidMinutes <= 0) continue;
    dayPaid += shift.paidMinutes;
    for (const skill of skillsOf(shift, plan)) {
      const id = skill.id;
      const payType = skill.allowancePayTypeId;
      if (skill.calculation === 'eitherOnePerShift') {
        amounts.push({ payTypeId: payType, units: 1 });
        explain.push(`Added 1 unit of ${code(payType)} for shift ${shift.name}: skill ${id} pays one per shift.`, {
          shiftKey: shift.key,
          payTypeId: payType,
        });
      } else if (skill.calculation === 'hoursWorkedForShift') {
        amounts.push({ payTypeId: payType, minutes: shift.paidMinutes });
        explain.push(
          `Added ${minutes(shift.paidMinutes)} of ${code(payType)} for shift ${shift.name}: skill ${id} pays the shift's hours worked.`,
          { shiftKey: shift.key, payTypeId: payType },
        );
      } else {
        if (!perDay.includes(skill)) perDay.push(skill);
      }
    }
  }
  if (perDay.length > 1) perDay.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const skill of perDay) {
    const payType = skill.allowancePayTypeId;
    amounts.push({ payTypeId: payType, minutes: dayPaid });
    explain.push(
      `Added ${minutes(dayPaid)} of ${code(payType)}: skill ${skill.id} pays the day's hours worked, once a day.`,
      { payTypeId: payType },
    );
  }
  return { amounts, explain };
}
