import type { CalculationFeature } from '../calculation-feature.js';
import { TimesheetExplanations1764400000500 } from './1764400000500-timesheet-explanations.js';
import { TimesheetController } from './timesheet.controller.js';
import { TimesheetService } from './timesheet.service.js';

/** The timesheet (spec 001 §2 "Timesheet"): an employee's calculated days, their explanations and totals. */
export const TIMESHEET_FEATURE: CalculationFeature = {
  migrations: [TimesheetExplanations1764400000500],
  controllers: [TimesheetController],
  providers: [TimesheetService],
};
