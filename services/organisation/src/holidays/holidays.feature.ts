import type { OrganisationFeature } from '../organisation-feature.js';
import { Holidays1764200000201 } from './1764200000201-holidays.js';
import { Holiday } from './holiday.entity.js';
import { HolidaySaveController } from './holiday-save.controller.js';
import { HolidaysController } from './holidays.controller.js';
import { HolidaysService } from './holidays.service.js';

/** Public holidays and the New Zealand holiday generator (spec 002). */
export const HOLIDAYS_FEATURE: OrganisationFeature = {
  entities: [Holiday],
  migrations: [Holidays1764200000201],
  controllers: [HolidaysController, HolidaySaveController],
  providers: [HolidaysService],
};
