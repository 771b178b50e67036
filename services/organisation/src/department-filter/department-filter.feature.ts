import type { OrganisationFeature } from '../organisation-feature.js';
import { DepartmentFilter1764200001000 } from './1764200001000-department-filter.js';
import { DepartmentFilterController } from './department-filter.controller.js';
import { DepartmentFilterSelection } from './department-filter.entity.js';
import { DepartmentFilterService } from './department-filter.service.js';

/** The header's department filter (spec 000 §2 and §7: GET and POST /api/departments/selected). */
export const DEPARTMENT_FILTER_FEATURE: OrganisationFeature = {
  entities: [DepartmentFilterSelection],
  migrations: [DepartmentFilter1764200001000],
  controllers: [DepartmentFilterController],
  providers: [DepartmentFilterService],
};
