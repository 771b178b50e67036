import type { Action, Resource } from '@rollcall/contracts';
import type { Actor, SqlRunner } from '@rollcall/platform';

/** A column of a report's table: its header and its share of the page width. */
export interface ReportColumn {
  header: string;
  /** relative width: a column of weight 2 is twice as wide as one of weight 1 */
  weight: number;
  align?: 'left' | 'right';
}

/** One row of a report's table: a text per column (a cell may hold several lines). */
export type ReportRow = readonly string[];

/** A report whose conditions passed every check, ready to render. */
export interface OpenedReport {
  title: string;
  /** what the report covers, under the title */
  subtitle: string;
  /** the downloaded file's name, without extension */
  fileName: string;
  columns: readonly ReportColumn[];
  /** what the report says when no row matches */
  emptyText: string;
  /** the rows in order, a bounded batch at a time, read as the document is written */
  batches: AsyncIterable<readonly ReportRow[]>;
}

/**
 * A report type: its name (the path segment of POST /api/reports/{name}), the class its conditions are validated
 * with, the permission it needs, and `open`, which checks the conditions against the caller's company and people
 * scope (throwing the 4xx refusal) and returns the table. The machinery (validation, permission, PDF, streaming)
 * is the reports module's; a new report type is a new definition in the catalogue.
 */
export interface ReportDefinition<C extends object = object> {
  name: string;
  conditions: new () => C;
  permission: readonly [Resource, Action];
  open(runner: SqlRunner, actor: Actor, conditions: C): Promise<OpenedReport>;
}
