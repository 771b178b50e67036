import { weeklyScheduleReport } from '../weekly-schedule/weekly-schedule.report.js';
import type { ReportDefinition } from './report-definition.js';

/** Every report type the service runs, by name. */
export const REPORT_CATALOGUE: ReadonlyMap<string, ReportDefinition> = new Map(
  [weeklyScheduleReport as ReportDefinition].map((report) => [report.name, report]),
);

/** The condition classes of every report, for the OpenAPI document. */
export const REPORT_CONDITION_CLASSES = [...REPORT_CATALOGUE.values()].map((report) => report.conditions);
