import { ORG_SKILL_CHANGED_V1, type SkillChangedV1 } from '@rollcall/contracts';
import type { NewEvent } from '@rollcall/platform';
import type { Skill } from './skill.entity.js';

export function skillChanged(skill: Skill, deleted = false): NewEvent {
  const payload: SkillChangedV1 = {
    skillId: skill.id,
    name: skill.name,
    active: skill.active,
    payTypeId: skill.payTypeId,
    allowanceCalculationType: skill.allowanceCalculationType,
    deleted,
  };
  return { type: ORG_SKILL_CHANGED_V1, companyId: skill.companyId, key: skill.companyId, payload };
}
