import type { OrganisationFeature } from '../organisation-feature.js';
import { PayConfig1764200000100 } from './1764200000100-pay-config.js';
import { OvernightShift } from './overnight-shift.entity.js';
import { PayGroup } from './pay-group.entity.js';
import { PayGroupSaveController, PayGroupsController } from './pay-groups.controller.js';
import { PayGroupsService } from './pay-groups.service.js';
import { PayOnFinishDayService } from './pay-on-finish-day.service.js';
import { PayType } from './pay-type.entity.js';
import { PayTypeSaveController, PayTypesController } from './pay-types.controller.js';
import { PayTypesService } from './pay-types.service.js';
import { ScheduleDayEventsController } from './schedule-day-events.controller.js';
import { XeroGuidsService, XeroSyncedEventsController } from './xero-guids.js';

/** Pay types and pay groups (spec 002). */
export const PAY_FEATURE: OrganisationFeature = {
  entities: [PayGroup, PayType, OvernightShift],
  migrations: [PayConfig1764200000100],
  controllers: [
    PayTypesController,
    PayTypeSaveController,
    PayGroupsController,
    PayGroupSaveController,
    ScheduleDayEventsController,
    XeroSyncedEventsController,
  ],
  providers: [PayGroupsService, PayTypesService, PayOnFinishDayService, XeroGuidsService],
};
