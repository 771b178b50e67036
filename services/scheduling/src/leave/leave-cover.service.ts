import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Actor, SqlRunner } from '@rollcall/platform';
import type { DataSource } from 'typeorm';
import { isWorkSection, type StoredSection } from '../schedule-days/stored-section.js';
import { SCHEDULING } from '../scheduling.constants.js';
import type { LeaveCoverAnswer, LeaveCoverRow } from './leave-cover.answers.js';
import { datesFrom } from './leave-day-rules.js';
import { LeavesService } from './leaves.service.js';

const s = SCHEDULING;
export const COVER_MAX_DAYS = 31;
export const COVER_MAX_EMPLOYEES = 200;

/**
 * Beyond the spec (issue 12): the approval modal's cover. Who else in the requester's structure node is rostered on
 * the leave's days, and who is away on leave, so a supervisor sees the cover before approving.
 */
@Injectable()
export class LeaveCoverService {
  constructor(
    @InjectDataSource(SCHEDULING) private readonly dataSource: DataSource,
    private readonly leaves: LeavesService,
  ) {}

  get runner(): SqlRunner {
    return this.dataSource;
  }

  async of(actor: Actor, leaveId: string): Promise<LeaveCoverAnswer> {
    const leave = await this.leaves.get(actor, leaveId);
    const dates = datesFrom(leave.fromDate, leave.toDate).slice(0, COVER_MAX_DAYS);
    const last = dates[dates.length - 1] ?? leave.fromDate;
    const [department] = (await this.dataSource.query(
      `SELECT d.id, d.name FROM "${s}".employees e LEFT JOIN "${s}".departments d ON d.id = e.department_id
        WHERE e.id = $1`,
      [leave.employeeId],
    )) as { id: string | null; name: string | null }[];
    const people = (await this.dataSource.query(
      `SELECT e.id, trim(e.first_name || ' ' || e.last_name) AS name FROM "${s}".employees e
        WHERE e.company_id = $1 AND e.employee_status = 'Active'
          AND (e.id = $2 OR ($3::uuid IS NOT NULL AND e.department_id = $3))
        ORDER BY e.id = $2 DESC, lower(e.last_name), lower(e.first_name), e.id LIMIT $4`,
      [actor.companyId, leave.employeeId, department?.id ?? null, COVER_MAX_EMPLOYEES + 1],
    )) as { id: string; name: string }[];
    const truncated = people.length > COVER_MAX_EMPLOYEES;
    const shown = people.slice(0, COVER_MAX_EMPLOYEES);
    const ids = shown.map((p) => p.id);
    const schedule = (await this.dataSource.query(
      `SELECT employee_id AS "employeeId", to_char(date, 'YYYY-MM-DD') AS date, off_day AS "offDay", sections
         FROM "${s}".schedule_days WHERE employee_id = ANY($1::uuid[]) AND date BETWEEN $2 AND $3`,
      [ids, leave.fromDate, last],
    )) as { employeeId: string; date: string; offDay: boolean; sections: StoredSection[] }[];
    const away = (await this.dataSource.query(
      `SELECT l.employee_id AS "employeeId", to_char(l.from_date, 'YYYY-MM-DD') AS "fromDate",
              to_char(l.to_date, 'YYYY-MM-DD') AS "toDate", l.status, coalesce(t.name, '') AS "typeName"
         FROM "${s}".leaves l LEFT JOIN "${s}".leave_pay_types t ON t.id = l.pay_type_id
        WHERE l.employee_id = ANY($1::uuid[]) AND l.status IN ('Pending', 'Approved')
          AND l.from_date <= $3 AND l.to_date >= $2`,
      [ids, leave.fromDate, last],
    )) as { employeeId: string; fromDate: string; toDate: string; status: string; typeName: string }[];
    const dayOf = new Map(schedule.map((d) => [`${d.employeeId} ${d.date}`, d]));
    const rows: LeaveCoverRow[] = shown.map((person) => ({
      employeeId: person.id,
      employeeName: person.name,
      requester: person.id === leave.employeeId,
      days: dates.map((date) => {
        const day = dayOf.get(`${person.id} ${date}`);
        const onLeave = away.find((a) => a.employeeId === person.id && a.fromDate <= date && a.toDate >= date);
        const sections = day && !day.offDay ? day.sections.filter(isWorkSection) : [];
        return {
          date,
          shifts: sections.map((x) => `${x.start}-${x.end}`),
          offDay: day?.offDay ?? false,
          leaveType: onLeave?.typeName ?? null,
          leaveStatus: onLeave?.status ?? null,
        };
      }),
    }));
    const others = rows.filter((r) => !r.requester);
    return {
      departmentName: department?.name ?? null,
      dates,
      rostered: dates.map((_, i) => others.filter((r) => r.days[i]?.shifts.length && !r.days[i]?.leaveStatus).length),
      away: dates.map((_, i) => others.filter((r) => r.days[i]?.leaveStatus).length),
      rows,
      truncated,
    };
  }
}
