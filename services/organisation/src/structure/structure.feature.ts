import type { OrganisationFeature } from '../organisation-feature.js';
import { DepartmentSaveController } from './department-save.controller.js';
import { Department } from './department.entity.js';
import { CompanyStructuresController, DepartmentsController } from './departments.controller.js';
import { DepartmentsService } from './departments.service.js';
import { StructureService } from './structure.service.js';

/** The company structure tree: divisions, branches, departments and positions (spec 000). */
export const STRUCTURE_FEATURE: OrganisationFeature = {
  entities: [Department],
  migrations: [],
  controllers: [DepartmentsController, CompanyStructuresController, DepartmentSaveController],
  providers: [StructureService, DepartmentsService],
};
