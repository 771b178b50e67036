import type { OrganisationFeature } from '../organisation-feature.js';
import { PayGroup } from './pay-group.entity.js';
import { PayGroupsService } from './pay-groups.service.js';
import { PayType } from './pay-type.entity.js';

/** Pay types and pay groups (spec 002). */
export const PAY_FEATURE: OrganisationFeature = {
  entities: [PayGroup, PayType],
  migrations: [],
  controllers: [],
  providers: [PayGroupsService],
};
