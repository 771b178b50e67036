import { BadRequestException } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { RoundingRuleSet } from '../rounding/rounding-rule-set.entity.js';
import { Skill } from '../skills/skill.entity.js';
import type { Employee } from './employee.entity.js';

/** The employee's skills and time rounding must be the company's own (another company's id reads as unknown). */
export async function checkChoices(manager: EntityManager, companyId: string, e: Employee): Promise<void> {
  const details: { field: string; message: string }[] = [];
  const skills = [...new Set(e.skills)];
  if (skills.length && (await manager.countBy(Skill, { companyId, id: In(skills) })) !== skills.length)
    details.push({ field: 'skills', message: 'Choose skills of this company.' });
  if (e.timeRoundingId && !(await manager.existsBy(RoundingRuleSet, { companyId, id: e.timeRoundingId })))
    details.push({ field: 'timeRoundingId', message: 'Choose a time rounding of this company.' });
  if (details.length) throw new BadRequestException({ message: details.map((d) => d.message).join('; '), details });
}
