import type { SchedulingFeature } from '../scheduling-feature.js';
import { ShiftCardsController } from './shift-cards.controller.js';
import { ShiftCardsService } from './shift-cards.service.js';

/** The timesheet's shifts: a shift added, changed or deleted on the timesheet is a change to the employee's day. */
export const SHIFT_CARDS_FEATURE: SchedulingFeature = {
  entities: [],
  migrations: [],
  controllers: [ShiftCardsController],
  providers: [ShiftCardsService],
};
