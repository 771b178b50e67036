import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isAllowed } from '@rollcall/contracts';
import {
  activeFilter,
  type Actor,
  assertScopeReaches,
  EventWriter,
  listPage,
  type Page,
  type PageColumn,
  peopleScopeOf,
  refusal,
  type StatusPageQuery,
} from '@rollcall/platform';
import { type DataSource, In } from 'typeorm';
import { Company } from '../company/company.entity.js';
import { EMPLOYEE_SCOPE_COLUMNS } from '../employees/employee-scope.js';
import { Employee } from '../employees/employee.entity.js';
import { ORGANISATION } from '../organisation.constants.js';
import { WORKPLACE_ANSWERS, WORKPLACE_NOT_FOUND, type WorkplaceAnswer } from './workplace.answers.js';
import { workplaceChanged } from './workplace-events.js';
import { formatCoordinate, parseCoordinate, parseRadius } from './workplace-geometry.js';
import type { WorkplaceSaveRequest } from './workplace-save.request.js';
import { Workplace } from './workplace.entity.js';

/** The workplace table's columns (the console's list screen) as SQL. */
const WORKPLACE_COLUMNS: Record<string, PageColumn> = {
  name: { sql: 'w.name', sortSql: 'lower(w.name)' },
  status: { sql: "CASE WHEN w.active THEN 'Active' ELSE 'Inactive' END" },
  address: { sql: 'w.address', sortSql: 'lower(w.address)' },
  coordinate: { sql: "concat(CAST(w.latitude AS text), ',', CAST(w.longitude AS text))", sortSql: 'w.latitude' },
  radius: { sql: 'CAST(w.radius AS text)', sortSql: 'w.radius' },
};

/** Mobile work sites: list, read, the sites an employee may punch at, save (create or edit). */
@Injectable()
export class WorkplacesService {
  constructor(
    @InjectDataSource(ORGANISATION) private readonly dataSource: DataSource,
    private readonly events: EventWriter,
  ) {}

  async list(companyId: string, active: boolean | null): Promise<WorkplaceAnswer[]> {
    const sites = await this.dataSource.getRepository(Workplace).find({
      where: { companyId, ...(active === null ? {} : { active }) },
    });
    return sites.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)).map(answerOf);
  }

  /** A page of the list (Status filter as the list's): sorted and searched in SQL by the table's columns. */
  async page(companyId: string, query: StatusPageQuery): Promise<Page<WorkplaceAnswer>> {
    const builder = this.dataSource
      .getRepository(Workplace)
      .createQueryBuilder('w')
      .where('w.companyId = :companyId', { companyId });
    const active = activeFilter(query.status);
    if (active !== null) builder.andWhere('w.active = :active', { active });
    const { rows, ...page } = await listPage(builder, query, WORKPLACE_COLUMNS, {
      defaultSort: 'lower(w.name)',
      tieBreak: 'w.id',
    });
    return { ...page, rows: rows.map(answerOf) };
  }

  async get(companyId: string, id: string): Promise<WorkplaceAnswer> {
    const site = await this.dataSource.getRepository(Workplace).findOneBy({ id, companyId });
    if (!site) throw new NotFoundException(WORKPLACE_NOT_FOUND);
    return answerOf(site);
  }

  /** The active sites `employeeId` may punch at; the employee themself, or a caller who may see work sites. */
  async ofEmployee(actor: Actor, employeeId: string): Promise<WorkplaceAnswer[]> {
    if (actor.employeeId !== employeeId && !isAllowed(actor.role, 'workplace', 'visible')) {
      throw new ForbiddenException('You do not have permission to see this employee’s work sites.');
    }
    const employee = await this.dataSource
      .getRepository(Employee)
      .findOneBy({ id: employeeId, companyId: actor.companyId });
    if (!employee) throw new NotFoundException('Warning: The employee does not exist.');
    await assertScopeReaches(this.dataSource, peopleScopeOf(actor), employee, EMPLOYEE_SCOPE_COLUMNS.nodes);
    const sites = await this.dataSource
      .getRepository(Workplace)
      .createQueryBuilder('w')
      .where('w.company_id = :companyId AND w.active AND :employeeId = ANY(w.employee_ids)', {
        companyId: actor.companyId,
        employeeId,
      })
      .orderBy('w.name')
      .getMany();
    return sites.map(answerOf);
  }

  /** Creates (no id; Active unless told) or edits a site and publishes org.workplace.changed.v1. */
  async save(companyId: string, input: WorkplaceSaveRequest): Promise<string> {
    const parsed = parseCoordinate(input.coordinate);
    const radius = parseRadius(input.radius);
    // the request's validation has refused both already; this narrows the types
    if (!('point' in parsed) || !('metres' in radius)) throw new Error('unvalidated work site');
    return this.dataSource.transaction(async (manager) => {
      const company = await manager.findOneBy(Company, { id: companyId });
      if (!company) throw refusal(WORKPLACE_ANSWERS, 'no company');
      let site: Workplace;
      if (input.id) {
        const found = await manager.findOne(Workplace, {
          where: { id: input.id, companyId },
          lock: { mode: 'pessimistic_write' },
        });
        if (!found) throw new NotFoundException(WORKPLACE_NOT_FOUND);
        site = found;
      } else {
        site = manager.create(Workplace, { companyId, active: true, employeeIds: [] });
      }
      site.name = input.name;
      if (input.workSiteStatus !== undefined && input.workSiteStatus !== null) site.active = input.workSiteStatus;
      site.address = input.address;
      site.latitude = String(parsed.point.lat);
      site.longitude = String(parsed.point.lng);
      site.radius = String(radius.metres);
      if (input.description !== undefined) site.description = input.description;
      if (input.siteCode !== undefined) site.siteCode = input.siteCode;
      if (input.employeeIds !== undefined) {
        const ids = [...new Set(input.employeeIds)];
        const found = ids.length ? await manager.countBy(Employee, { companyId, id: In(ids) }) : 0;
        if (found !== ids.length) throw refusal(WORKPLACE_ANSWERS, 'invalidEmployees');
        site.employeeIds = ids;
      }
      const others = manager
        .getRepository(Workplace)
        .createQueryBuilder('w')
        .where('w.company_id = :companyId', { companyId });
      if (site.id) others.andWhere('w.id <> :id', { id: site.id });
      if (await others.clone().andWhere('lower(w.name) = lower(:name)', { name: site.name }).getExists()) {
        throw refusal(WORKPLACE_ANSWERS, 'name repeat');
      }
      if (
        site.siteCode &&
        (await others.clone().andWhere('lower(w.site_code) = lower(:code)', { code: site.siteCode }).getExists())
      ) {
        throw refusal(WORKPLACE_ANSWERS, 'site code repeat');
      }
      const saved = await manager.save(site).catch((error: unknown) => {
        // two saves of the same name at once: the unique index refuses the second
        if ((error as { code?: string }).code === '23505') throw refusal(WORKPLACE_ANSWERS, 'name repeat');
        throw error;
      });
      await this.events.write(manager, [workplaceChanged(saved)]);
      return saved.id;
    });
  }
}

function answerOf(site: Workplace): WorkplaceAnswer {
  const latitude = Number(site.latitude);
  const longitude = Number(site.longitude);
  return {
    id: site.id,
    name: site.name,
    workSiteStatus: site.active,
    address: site.address,
    coordinate: formatCoordinate({ lat: latitude, lng: longitude }),
    latitude,
    longitude,
    radius: Number(site.radius),
    description: site.description,
    employeeIds: site.employeeIds,
    siteCode: site.siteCode,
  };
}
