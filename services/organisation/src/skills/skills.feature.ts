import type { OrganisationFeature } from '../organisation-feature.js';
import { Skills1764200000500 } from './1764200000500-skills.js';
import { Skill } from './skill.entity.js';
import { SkillsController } from './skills.controller.js';
import { SkillsService } from './skills.service.js';

/** Skills and their allowances (spec 002). */
export const SKILLS_FEATURE: OrganisationFeature = {
  entities: [Skill],
  migrations: [Skills1764200000500],
  controllers: [SkillsController],
  providers: [SkillsService],
};
