import { EMPLOYEE_ANSWERS } from './employee.answers.js';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  assertScopeReaches,
  EventWriter,
  type Page,
  type PageColumn,
  type PageQuery,
  pageRequest,
  type PeopleScope,
  peopleScopeCondition,
  rawPage,
  refusal,
} from '@rollcall/platform';
import { type DataSource, In } from 'typeorm';
import { Company } from '../company/company.entity.js';
import { ORGANISATION } from '../organisation.constants.js';
import { PayGroup } from '../pay/pay-group.entity.js';
import { Department } from '../structure/department.entity.js';
import { StructureService } from '../structure/structure.service.js';
import { employeeChanged } from './employee-events.js';
import { EMPLOYEE_SCOPE_COLUMNS } from './employee-scope.js';
import type { EmployeeListRow, EmployeeNeighbours } from './employee-list-row.js';
import { Employee, type EmployeeStatus } from './employee.entity.js';
import { activeCount, takenClockIds } from './licences.js';

const shownDate = (column: string) =>
  `coalesce(to_char(listed.${column}::date, 'DD/MM/YYYY') || ' ' || listed.${column}, '')`;

/**
 * The employees table's columns (console employees/EmployeeListScreen.tsx) over the list query's output, and the
 * name as pickers show it ("first last"), so that a full name is found.
 */
const EMPLOYEE_COLUMNS: Record<string, PageColumn> = {
  clockId: { sql: "coalesce(listed.clock_id::text, '')", sortSql: 'listed.clock_id' },
  payId: { sql: "coalesce(listed.pay_id, '')", sortSql: 'lower(listed.pay_id)' },
  name: {
    sql: "listed.first_name || ' ' || listed.last_name",
    sortSql: "lower(listed.first_name || ' ' || listed.last_name)",
  },
  firstName: { sql: 'listed.first_name', sortSql: 'lower(listed.first_name)' },
  lastName: { sql: 'listed.last_name', sortSql: 'lower(listed.last_name)' },
  middleName: { sql: "coalesce(listed.middle_name, '')", sortSql: 'lower(listed.middle_name)' },
  departmentName: { sql: "coalesce(listed.department_name, '')", sortSql: 'lower(listed.department_name)' },
  hireOnDateValue: { sql: shownDate('hire_on_date'), sortSql: 'listed.hire_on_date' },
  terminateDateValue: { sql: shownDate('terminate_date'), sortSql: 'listed.terminate_date' },
  employeeStatus: { sql: 'listed.employee_status' },
  isExport: { sql: "CASE WHEN listed.is_export THEN 'Yes' ELSE 'No' END" },
  mobile: { sql: "coalesce(listed.mobile, '')", sortSql: 'listed.mobile' },
  phone: { sql: "coalesce(listed.phone, '')", sortSql: 'listed.phone' },
  fax: { sql: "coalesce(listed.fax, '')", sortSql: 'listed.fax' },
  statusApp: { sql: "CASE WHEN listed.status_app THEN 'Yes' ELSE 'No' END" },
  payGroupName: { sql: "coalesce(listed.pay_group_name, '')", sortSql: 'lower(listed.pay_group_name)' },
  timeRoundingName: { sql: "coalesce(listed.time_rounding_name, '')", sortSql: 'lower(listed.time_rounding_name)' },
};

/** The neighbours' order when none is asked for (spec 001 §2: lastName ascending). */
const NEIGHBOUR_DEFAULT_SORT = 'lower(listed.last_name), lower(listed.first_name)';

/** The most rows GET /api/employees answers unpaged; its X-Total-Count header says how many match. */
export const EMPLOYEE_LIST_LIMIT = 1000;

export interface NewEmployee {
  firstName: string;
  lastName: string;
  email?: string | null;
  clockId: number | null;
  payId: string | null;
  departmentId: string;
  paygroupId: string;
  hireOnDate: string;
  standardHours?: number | null;
  /** hourly, for the roster's costs */
  payRate?: number | null;
  userId?: string | null;
}

export interface EmployeeFilter {
  employeeStatus?: EmployeeStatus;
  departmentIds?: string[];
  /** whose records the caller sees (default: the whole company) */
  scope?: PeopleScope;
}

interface EmployeeRowRecord {
  id: string;
  user_id: string | null;
  clock_id: number | null;
  pay_id: string | null;
  first_name: string;
  last_name: string;
  middle_name: string | null;
  email: string | null;
  department_id: string | null;
  department_name: string | null;
  hire_on_date: string | null;
  terminate_date: string | null;
  employee_status: EmployeeStatus;
  is_export: boolean;
  mobile: string | null;
  phone: string | null;
  fax: string | null;
  paygroup_id: string | null;
  pay_group_name: string | null;
  time_rounding_name: string | null;
  standard_hours: string | null;
  guaranteed_hours: string | null;
  schedule_id: string | null;
  time_rounding_id: string | null;
  status_app: boolean;
}

@Injectable()
export class EmployeesService {
  constructor(
    @InjectDataSource(ORGANISATION) private readonly dataSource: DataSource,
    private readonly events: EventWriter,
    private readonly structure: StructureService,
  ) {}

  async create(companyId: string, input: NewEmployee): Promise<Employee> {
    const [employee] = (await this.createMany(companyId, [input])) as [Employee];
    return employee;
  }

  /**
   * Creates employees in one transaction, with the checks and events of creating each alone: the scale company
   * makes thousands, and one transaction each (with the zone walk up the structure) took 86 ms an employee.
   */
  async createMany(companyId: string, inputs: readonly NewEmployee[]): Promise<Employee[]> {
    if (inputs.length === 0) return [];
    return this.dataSource.transaction(async (manager) => {
      const company = await manager.findOne(Company, { where: { id: companyId }, lock: { mode: 'pessimistic_write' } });
      if (!company) throw refusal(EMPLOYEE_ANSWERS, 'noCompany');
      const departmentIds = [...new Set(inputs.map((i) => i.departmentId))];
      if ((await manager.countBy(Department, { id: In(departmentIds), companyId })) < departmentIds.length) {
        throw refusal(EMPLOYEE_ANSWERS, 'noDepartment');
      }
      const paygroupIds = [...new Set(inputs.map((i) => i.paygroupId))];
      if ((await manager.countBy(PayGroup, { id: In(paygroupIds), companyId })) < paygroupIds.length) {
        throw refusal(EMPLOYEE_ANSWERS, 'noPaygroup');
      }
      const clockIds = inputs.flatMap((i) => (i.clockId === null ? [] : [i.clockId]));
      if (
        new Set(clockIds).size < clockIds.length ||
        (await takenClockIds(manager, companyId, clockIds, null)).size > 0
      ) {
        throw refusal(EMPLOYEE_ANSWERS, 'employeeNumerExit');
      }
      if ((await activeCount(manager, companyId)) + inputs.length > company.licenses) {
        throw refusal(EMPLOYEE_ANSWERS, 'licenses');
      }
      const employees = await manager.save(
        inputs.map((input) =>
          manager.create(Employee, {
            companyId,
            userId: input.userId ?? null,
            clockId: input.clockId,
            payId: input.payId,
            firstName: input.firstName,
            lastName: input.lastName,
            middleName: null,
            email: input.email ?? null,
            departmentId: input.departmentId,
            paygroupId: input.paygroupId,
            employeeStatus: 'Active',
            hireOnDate: input.hireOnDate,
            terminateDate: null,
            standardHours:
              input.standardHours === undefined || input.standardHours === null ? null : String(input.standardHours),
            guaranteedHours: null,
            payRate: input.payRate === undefined || input.payRate === null ? null : String(input.payRate),
            scheduleId: null,
            timeRoundingId: null,
            isExport: true,
            mobile: null,
            phone: null,
            fax: null,
          }),
        ),
      );
      const zones = new Map<string, string>();
      for (const departmentId of departmentIds) {
        zones.set(departmentId, await this.structure.zoneOf(manager, companyId, departmentId));
      }
      await this.events.write(
        manager,
        employees.map((e) => employeeChanged(e, zones.get(e.departmentId ?? '') ?? company.timeZoneId)),
      );
      return employees;
    });
  }

  /** Links an employee record to its login account. */
  async linkUser(companyId: string, employeeId: string, userId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const employee = await manager.findOneBy(Employee, { id: employeeId, companyId });
      if (!employee) throw new NotFoundException('Employee not found.');
      employee.userId = userId;
      await manager.save(employee);
      const zone = await this.structure.zoneOf(manager, companyId, employee.departmentId);
      await this.events.write(manager, [employeeChanged(employee, zone)]);
    });
  }

  /**
   * The legacy list (GET /api/employees): the first `limit` rows by first name, and how many match,
   * so that no caller serialises a whole company on the event loop. `slice` asks for one page instead.
   */
  async list(
    companyId: string,
    filter: EmployeeFilter,
    slice: Pick<PageQuery, 'page' | 'pageSize'> = {},
    limit = EMPLOYEE_LIST_LIMIT,
  ): Promise<{ rows: EmployeeListRow[]; total: number }> {
    if (slice.page !== undefined || slice.pageSize !== undefined) {
      const { rows, total } = await this.page(companyId, filter, slice);
      return { rows, total };
    }
    const listed = this.listed(companyId, filter);
    const rows = (await this.dataSource.query(
      `${listed.sql} ORDER BY e.first_name, e.last_name, e.id LIMIT ${limit}`,
      listed.params,
    )) as EmployeeRowRecord[];
    let total = rows.length;
    if (total === limit) {
      const [counted] = (await this.dataSource.query(
        `SELECT count(*)::int AS total FROM (${listed.countSql}) AS listed`,
        listed.params,
      )) as { total: number }[];
      total = counted?.total ?? total;
    }
    return { rows: rows.map((r) => this.toListRow(r)), total };
  }

  /** A page of the list (same filters as the list's): sorted and searched in SQL by the table's columns. */
  async page(companyId: string, filter: EmployeeFilter, query: PageQuery): Promise<Page<EmployeeListRow>> {
    const { rows, ...page } = await rawPage<EmployeeRowRecord>(
      this.dataSource,
      this.listed(companyId, filter),
      query,
      EMPLOYEE_COLUMNS,
      { defaultSort: 'lower(listed.first_name), lower(listed.last_name)', tieBreak: 'listed.id' },
    );
    return { ...page, rows: rows.map((r) => this.toListRow(r)) };
  }

  /**
   * The employees around `employeeId` in the list's order (the sort asked for, by default last name then first
   * name ascending), wrapping at both ends: one statement numbering the list, however long it is. 404 for no
   * employee of the company, 403 for one outside the caller's people.
   */
  async neighbours(
    companyId: string,
    filter: EmployeeFilter,
    employeeId: string,
    query: Pick<PageQuery, 'sort' | 'order'>,
  ): Promise<EmployeeNeighbours> {
    const request = pageRequest(query, EMPLOYEE_COLUMNS);
    const employee = await this.dataSource.manager.findOneBy(Employee, { id: employeeId, companyId });
    if (!employee) throw new NotFoundException('Employee not found.');
    await assertScopeReaches(
      this.dataSource.manager,
      filter.scope ?? { reach: 'company' },
      employee,
      EMPLOYEE_SCOPE_COLUMNS.nodes,
    );
    const sort = request.sort ?? { sql: NEIGHBOUR_DEFAULT_SORT, descending: false };
    const listed = this.listed(companyId, filter);
    const params = [...listed.params, employeeId];
    const rows = (await this.dataSource.query(
      `WITH numbered AS (
         SELECT listed.*, row_number() OVER (
                  ORDER BY ${sort.sql} ${sort.descending ? 'DESC' : 'ASC'} NULLS LAST, listed.id)::int AS place,
                count(*) OVER ()::int AS total
           FROM (${listed.sql}) AS listed
       ), me AS (SELECT place FROM numbered WHERE id = $${params.length}::uuid)
       SELECT numbered.*, (SELECT place FROM me) AS mine FROM numbered
        WHERE place IN (1, total)
           OR place IN (SELECT place - 1 FROM me UNION SELECT place + 1 FROM me)`,
      params,
    )) as (EmployeeRowRecord & { place: number; total: number; mine: number | null })[];
    const total = rows[0]?.total ?? 0;
    const mine = rows[0]?.mine ?? null;
    const at = (place: number) => rows.find((r) => r.place === place);
    const previousPlace = mine === null || mine === 1 ? total : mine - 1;
    const nextPlace = mine === null || mine === total ? 1 : mine + 1;
    const row = (place: number) => {
      const found = at(place);
      return found ? this.toListRow(found) : null;
    };
    return { previous: row(previousPlace), next: row(nextPlace), position: mine, total };
  }

  /**
   * The employees named by `ids` whom the caller may see (any status), by name: a picker's chosen ones. Ids of no
   * such employee, of another company or outside the scope are left out, never an error.
   */
  async byIds(companyId: string, ids: readonly string[], scope: PeopleScope): Promise<EmployeeListRow[]> {
    const params: unknown[] = [companyId, ids];
    const scopeClause = peopleScopeCondition(scope, EMPLOYEE_SCOPE_COLUMNS, params);
    const rows = (await this.dataSource.query(
      `${this.selectRows()} WHERE e.company_id = $1 AND e.id = ANY($2::uuid[]) AND ${scopeClause}
        ORDER BY lower(e.first_name), lower(e.last_name), e.id`,
      params,
    )) as EmployeeRowRecord[];
    return rows.map((r) => this.toListRow(r));
  }

  /**
   * The employees the list shows: the company's, of one status, in the departments given (all when none); and
   * the same rows without their lookups' names, to count them.
   */
  private listed(companyId: string, filter: EmployeeFilter): { sql: string; params: unknown[]; countSql: string } {
    const params: unknown[] = [companyId, filter.employeeStatus ?? 'Active'];
    let departmentClause = '';
    if (filter.departmentIds?.length) {
      params.push(filter.departmentIds);
      departmentClause = `AND e.department_id = ANY($3::uuid[])`;
    }
    const scopeClause = peopleScopeCondition(filter.scope ?? { reach: 'company' }, EMPLOYEE_SCOPE_COLUMNS, params);
    const where = `WHERE e.company_id = $1 AND e.employee_status = $2 ${departmentClause} AND ${scopeClause}`;
    return {
      sql: `${this.selectRows()} ${where}`,
      params,
      countSql: `SELECT e.id FROM "${ORGANISATION}".employees e ${where}`,
    };
  }

  private selectRows(): string {
    const s = ORGANISATION;
    return `SELECT e.id, e.user_id, e.clock_id, e.pay_id, e.first_name, e.last_name, e.middle_name, e.email,
                   e.department_id, d.name AS department_name, to_char(e.hire_on_date, 'YYYY-MM-DD') AS hire_on_date,
                   to_char(e.terminate_date, 'YYYY-MM-DD') AS terminate_date, e.employee_status, e.is_export,
                   e.mobile, e.phone, e.fax, e.paygroup_id, g.name AS pay_group_name, e.standard_hours,
                   e.guaranteed_hours, e.schedule_id, e.time_rounding_id, r.name AS time_rounding_name, e.status_app
              FROM "${s}".employees e
              LEFT JOIN "${s}".departments d ON d.id = e.department_id AND d.company_id = e.company_id
              LEFT JOIN "${s}".pay_groups g ON g.id = e.paygroup_id AND g.company_id = e.company_id
              LEFT JOIN "${s}".time_roundings r ON r.id = e.time_rounding_id AND r.company_id = e.company_id`;
  }

  private toListRow(r: EmployeeRowRecord): EmployeeListRow {
    return {
      id: r.id,
      userId: r.user_id,
      clockId: r.clock_id,
      payId: r.pay_id,
      firstName: r.first_name,
      lastName: r.last_name,
      middleName: r.middle_name,
      departmentId: r.department_id,
      departmentName: r.department_name,
      hireOnDateValue: r.hire_on_date,
      terminateDateValue: r.terminate_date,
      employeeStatus: r.employee_status,
      isExport: r.is_export,
      mobile: r.mobile,
      phone: r.phone,
      fax: r.fax,
      statusApp: r.status_app,
      payGroupName: r.pay_group_name,
      paygroupId: r.paygroup_id,
      timeRoundingName: r.time_rounding_name,
      scheduleName: null,
    };
  }
}
