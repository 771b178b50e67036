import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Actor, outsideScope, type Page, peopleScopeCondition, peopleScopeOf, rawPage } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { EMPLOYEE_SCOPE_COLUMNS } from '../access/employee-scope.js';
import { CALCULATION } from '../calculation.constants.js';
import type { TimesheetChange } from './timesheet-history.answers.js';
import type { TimesheetHistoryQuery } from './timesheet-history.query.js';

const s = CALCULATION;

/**
 * A day's history on the timesheet: the changes that name the day (the employee's local dates the change touched,
 * before and after) or a punch the day's calculated pairs hold (the out punch of a night shift, on the day the
 * shift belongs to). Newest first.
 */
@Injectable()
export class TimesheetHistoryService {
  constructor(@InjectDataSource(CALCULATION) private readonly dataSource: DataSource) {}

  async ofDay(actor: Actor, query: TimesheetHistoryQuery): Promise<Page<TimesheetChange>> {
    const scopeParams: unknown[] = [query.employeeId, actor.companyId];
    const inScope = peopleScopeCondition(peopleScopeOf(actor), EMPLOYEE_SCOPE_COLUMNS, scopeParams);
    const [employee] = (await this.dataSource.query(
      `SELECT ${inScope} AS in_scope FROM "${s}".employees e WHERE e.id = $1 AND e.company_id = $2`,
      scopeParams,
    )) as { in_scope: boolean }[];
    if (!employee) throw new NotFoundException('Employee not found.');
    if (!employee.in_scope) throw outsideScope(peopleScopeOf(actor));
    const page = await rawPage<TimesheetChange & { changed_at?: Date }>(
      this.dataSource,
      {
        sql: `WITH day_punches AS (
                SELECT jsonb_path_query(d.result, '$.shifts[*].pairs[*].inPunchId') #>> '{}' AS id
                  FROM "${s}".calculated_days d WHERE d.employee_id = $1 AND d.date = $3::date
                UNION
                SELECT jsonb_path_query(d.result, '$.shifts[*].pairs[*].outPunchId') #>> '{}'
                  FROM "${s}".calculated_days d WHERE d.employee_id = $1 AND d.date = $3::date
              )
              SELECT h.change_id AS "changeId", h.entity, h.entity_id AS "entityId", h.related_ids AS "relatedIds",
                     h.action, h.reason,
                     json_build_object('userId', h.changed_by_user_id, 'email', h.changed_by_email) AS "changedBy",
                     to_char(h.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "changedAt",
                     h.changed_at, h.before, h.after
                FROM "${s}".timesheet_history h
               WHERE h.employee_id = $1 AND h.company_id = $2
                 AND ($3::date = ANY(h.dates)
                      OR h.entity_id IN (SELECT id FROM day_punches)
                      OR h.related_ids && ARRAY(SELECT id FROM day_punches WHERE id IS NOT NULL))`,
        params: [query.employeeId, actor.companyId, query.day],
      },
      { ...query, sort: undefined, search: undefined },
      { changedAt: { sql: 'changed_at', searchable: false } },
      { defaultSort: 'changed_at', newestFirst: true, tieBreak: '"changeId"' },
    );
    return { ...page, rows: page.rows.map(({ changed_at: _sortedBy, ...change }) => change) };
  }
}
