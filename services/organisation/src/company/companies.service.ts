import { COMPANY_ANSWERS } from './company.answers.js';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventWriter, listPage, type Page, type PageColumn, type PageQuery, refusal } from '@rollcall/platform';
import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { ORGANISATION } from '../organisation.constants.js';
import { DEFAULT_PAY_TYPES, systemPayTypeFlags } from '../pay/default-pay-types.js';
import { payTypeChanged } from '../pay/pay-events.js';
import { PayType } from '../pay/pay-type.entity.js';
import { departmentChanged } from '../structure/department-events.js';
import { Department } from '../structure/department.entity.js';
import { newCompanyLevelRows } from '../structure/structure-level-store.js';
import { companyChanged } from './company-events.js';
import { CUSTOMER_ANSWERS } from './customer.answers.js';
import { licenceChangeProblem } from './customer-licences.js';
import { type CustomerFeatures, featureChange, featuresOf } from './customer-settings.js';
import { type CompanySettingsFlags, DEFAULT_COMPANY_SETTINGS } from './company-settings.js';
import { Company } from './company.entity.js';

/** The customers table's columns (console customers/CustomerListScreen.tsx) as SQL; licences sort by the total. */
const CUSTOMER_COLUMNS: Record<string, PageColumn> = {
  name: { sql: 'c.name', sortSql: 'lower(c.name)' },
  code: { sql: 'c.code', sortSql: 'lower(c.code)' },
  timeZoneId: { sql: 'c.timeZoneId' },
  licenses: { sql: 'CAST(c.licenses AS text)', sortSql: 'c.licenses', searchable: false },
  appLicenses: { sql: 'CAST(c.appLicenses AS text)', sortSql: 'c.appLicenses', searchable: false },
  createdAt: { sql: "to_char(c.createdAt, 'DD/MM/YYYY')", sortSql: 'c.createdAt' },
};

export interface CustomerRow {
  id: string;
  name: string;
  code: string;
  timeZoneId: string;
  licenses: number;
  usedLicenses: number;
  appLicenses: number;
  usedAppLicenses: number;
  createdAt: string;
  settings: CustomerFeatures;
}

export interface NewCompany {
  name: string;
  code: string;
  timeZoneId: string;
  licenses: number;
  appLicenses?: number;
  settings?: Partial<CompanySettingsFlags>;
}

@Injectable()
export class CompaniesService {
  constructor(
    @InjectDataSource(ORGANISATION) private readonly dataSource: DataSource,
    private readonly events: EventWriter,
  ) {}

  /** A new customer company with its structure root and the system-default pay types; existCode for a taken code. */
  async createCompany(input: NewCompany): Promise<Company> {
    return this.dataSource.transaction(async (manager) => {
      const taken = await manager
        .getRepository(Company)
        .createQueryBuilder('c')
        .where('lower(c.code) = lower(:code)', { code: input.code })
        .getExists();
      if (taken) throw refusal(COMPANY_ANSWERS, 'existCode');
      const company = await manager.save(
        manager.create(Company, {
          name: input.name,
          code: input.code,
          tradingName: input.name,
          timeZoneId: input.timeZoneId,
          deviceToken: randomBytes(24).toString('base64url'),
          licenses: input.licenses,
          appLicenses: input.appLicenses ?? 0,
          exceptionThreshold: 15,
          exceptionLDThreshold: 15,
          settings: { ...DEFAULT_COMPANY_SETTINGS, ...input.settings },
        }),
      );
      const root = await manager.save(
        manager.create(Department, {
          companyId: company.id,
          parentId: null,
          level: null,
          name: company.name,
          code: null,
          status: 'Active',
          timeZoneId: company.timeZoneId,
          punchCode: null,
        }),
      );
      await manager.save(newCompanyLevelRows(manager, company.id));
      const payTypes = await manager.save(
        DEFAULT_PAY_TYPES.map((p) =>
          manager.create(PayType, {
            companyId: company.id,
            code: p.code,
            name: p.name,
            role: p.role,
            isOvertime: p.isOvertime ?? false,
            isLeave: p.isLeave ?? false,
            isAllowance: false,
            payRateFactor: p.payRateFactor,
            isSystem: true,
            ...systemPayTypeFlags(p),
          }),
        ),
      );
      await this.events.write(manager, [
        companyChanged(company),
        departmentChanged(root),
        ...payTypes.map((p) => payTypeChanged(p)),
      ]);
      return company;
    });
  }

  async get(companyId: string): Promise<Company> {
    const company = await this.dataSource.getRepository(Company).findOneBy({ id: companyId });
    if (!company) throw new NotFoundException('Warning: The company does not exist.');
    return company;
  }

  async findByCode(code: string): Promise<Company | null> {
    return this.dataSource.getRepository(Company).findOneBy({ code });
  }

  /** One customer company with its licences in use; 404 for an unknown id. */
  async getCustomer(companyId: string, manager: EntityManager = this.dataSource.manager): Promise<CustomerRow> {
    const [row] = await this.listCustomers([companyId], manager);
    if (!row) throw new NotFoundException('Warning: The company does not exist.');
    return row;
  }

  /**
   * The Superadmin's edit of a customer company's name and licence counts (never below what is in use);
   * publishes org.company.changed.v1, which carries the counts identity checks new users against.
   */
  async updateCustomer(
    companyId: string,
    input: {
      name?: string | null | undefined;
      licenses?: number | undefined;
      appLicenses?: number | undefined;
      settings?: Record<string, unknown> | undefined;
    },
  ): Promise<CustomerRow> {
    const features = featureChange(input.settings ?? {});
    if (features.problems.length)
      throw new BadRequestException({
        message: features.problems.map((p) => p.message).join('; '),
        details: features.problems,
      });
    if (input.name === null || input.name?.trim() === '')
      throw new BadRequestException({
        message: 'name is required.',
        details: [{ field: 'name', message: 'name is required.' }],
      });
    return this.dataSource.transaction(async (manager) => {
      const company = await manager.findOne(Company, { where: { id: companyId }, lock: { mode: 'pessimistic_write' } });
      if (!company) throw new NotFoundException('Warning: The company does not exist.');
      const inUse = await this.getCustomer(companyId, manager);
      const licenses = input.licenses ?? company.licenses;
      const appLicenses = input.appLicenses ?? company.appLicenses;
      const problem = licenceChangeProblem({
        licenses,
        appLicenses,
        usedLicenses: inUse.usedLicenses,
        usedAppLicenses: inUse.usedAppLicenses,
      });
      if (problem) throw refusal(CUSTOMER_ANSWERS, problem);
      if (input.name) company.name = input.name.trim();
      company.licenses = licenses;
      company.appLicenses = appLicenses;
      company.settings = { ...company.settings, ...features.change };
      const saved = await manager.save(company);
      await this.events.write(manager, [companyChanged(saved)]);
      return this.getCustomer(companyId, manager);
    });
  }

  /** Every customer company (or the one asked for) with its licences and how many are in use. */
  /** A page of the customers, sorted and searched in SQL by the table's columns, with their licence counts. */
  async pageCustomers(query: PageQuery): Promise<Page<CustomerRow>> {
    const builder = this.dataSource.getRepository(Company).createQueryBuilder('c');
    const { rows, ...page } = await listPage(builder, query, CUSTOMER_COLUMNS, {
      defaultSort: 'lower(c.name)',
      tieBreak: 'c.code',
    });
    const counted = new Map((await this.listCustomers(rows.map((c) => c.id))).map((row) => [row.id, row]));
    return { ...page, rows: rows.flatMap((c) => counted.get(c.id) ?? []) };
  }

  /** Every customer with its licence counts, or those of `onlyIds`. */
  async listCustomers(onlyIds?: string[], manager: EntityManager = this.dataSource.manager): Promise<CustomerRow[]> {
    const s = ORGANISATION;
    const rows = (await manager.query(
      `SELECT c.id, c.name, c.code, c.time_zone_id, c.licenses, c.app_licenses, c.created_at, c.settings,
              count(e.id) FILTER (WHERE e.employee_status = 'Active')::int AS used,
              count(e.id) FILTER (WHERE e.employee_status = 'Active' AND e.status_app)::int AS used_app
         FROM "${s}".companies c LEFT JOIN "${s}".employees e ON e.company_id = c.id
        WHERE $1::uuid[] IS NULL OR c.id = ANY($1::uuid[])
        GROUP BY c.id ORDER BY c.name, c.code`,
      [onlyIds ?? null],
    )) as {
      id: string;
      name: string;
      code: string;
      time_zone_id: string;
      licenses: number;
      app_licenses: number;
      created_at: Date;
      settings: Partial<CompanySettingsFlags>;
      used: number;
      used_app: number;
    }[];
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      code: r.code,
      timeZoneId: r.time_zone_id,
      licenses: r.licenses,
      usedLicenses: r.used,
      appLicenses: r.app_licenses,
      usedAppLicenses: r.used_app,
      createdAt: r.created_at.toISOString(),
      settings: featuresOf(r.settings),
    }));
  }
}
