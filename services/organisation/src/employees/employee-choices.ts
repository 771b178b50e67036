import { checkCompanyReferences } from '@rollcall/platform';
import type { EntityManager } from 'typeorm';
import { RoundingRuleSet } from '../rounding/rounding-rule-set.entity.js';
import { Skill } from '../skills/skill.entity.js';
import type { Employee } from './employee.entity.js';

/** The employee's skills and time rounding must be the company's own (another company's id reads as unknown). */
export async function checkChoices(manager: EntityManager, companyId: string, e: Employee): Promise<void> {
  await checkCompanyReferences(manager, companyId, [
    { field: 'skills', entity: Skill, ids: e.skills, message: 'Choose skills of this company.' },
    {
      field: 'timeRoundingId',
      entity: RoundingRuleSet,
      ids: e.timeRoundingId,
      message: 'Choose a time rounding of this company.',
    },
  ]);
}
