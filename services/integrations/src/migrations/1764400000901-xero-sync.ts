import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a Xero sync reads (earnings rates, pay run calendars, employees, per company and tenant) and the read models
 * of organisation's pay types and employees it matches them with (org.paytype.changed.v1, org.employee.changed.v1).
 */
export class XeroSync1764400000901 implements MigrationInterface {
  name = 'XeroSync1764400000901';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".org_pay_types (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        code text NOT NULL,
        name text NOT NULL,
        export_code text,
        active boolean NOT NULL,
        deleted boolean NOT NULL,
        xero_guid text
      )`);
    await queryRunner.query(`CREATE INDEX org_pay_types_company ON "${s}".org_pay_types (company_id)`);
    await queryRunner.query(`
      CREATE TABLE "${s}".org_employees (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        employee_status text NOT NULL,
        department_id uuid,
        paygroup_id uuid,
        xero_guid text
      )`);
    await queryRunner.query(`CREATE INDEX org_employees_company ON "${s}".org_employees (company_id)`);
    await queryRunner.query(`
      CREATE TABLE "${s}".xero_earnings_rates (
        company_id uuid NOT NULL,
        tenant_id text NOT NULL,
        earnings_rate_id text NOT NULL,
        name text NOT NULL,
        earnings_type text,
        synced_at timestamptz NOT NULL,
        PRIMARY KEY (company_id, tenant_id, earnings_rate_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE "${s}".xero_pay_calendars (
        company_id uuid NOT NULL,
        tenant_id text NOT NULL,
        payroll_calendar_id text NOT NULL,
        name text NOT NULL,
        calendar_type text NOT NULL,
        period_start_date date NOT NULL,
        synced_at timestamptz NOT NULL,
        PRIMARY KEY (company_id, tenant_id, payroll_calendar_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE "${s}".xero_employees (
        company_id uuid NOT NULL,
        tenant_id text NOT NULL,
        employee_id text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        payroll_calendar_id text,
        synced_at timestamptz NOT NULL,
        PRIMARY KEY (company_id, tenant_id, employee_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    for (const table of [
      'xero_employees',
      'xero_pay_calendars',
      'xero_earnings_rates',
      'org_employees',
      'org_pay_types',
    ]) {
      await queryRunner.query(`DROP TABLE "${s}".${table}`);
    }
  }
}
