import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What sending timesheets to Xero reads (POST /payrolltransfer/xeroApiPay), kept from events: the calculated days'
 * pay types (calc.day.calculated.v1), the pay periods as closed and reopened (payroll.period.changed.v1) and the
 * structure's parents for the department filter (org.department.changed.v1).
 */
export class XeroTimesheets1764400000810 implements MigrationInterface {
  name = 'XeroTimesheets1764400000810';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".calc_days (
        employee_id uuid NOT NULL,
        date date NOT NULL,
        company_id uuid NOT NULL,
        pay_types jsonb NOT NULL,
        PRIMARY KEY (employee_id, date)
      )`);
    await queryRunner.query(`
      CREATE TABLE "${s}".pay_periods (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        paygroup_id uuid NOT NULL,
        period_code text NOT NULL,
        from_date date NOT NULL,
        to_date date NOT NULL,
        closed boolean NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX pay_periods_company ON "${s}".pay_periods (company_id)`);
    await queryRunner.query(`
      CREATE TABLE "${s}".org_departments (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        parent_id uuid,
        deleted boolean NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX org_departments_parent ON "${s}".org_departments (parent_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    for (const table of ['org_departments', 'pay_periods', 'calc_days']) {
      await queryRunner.query(`DROP TABLE "${s}".${table}`);
    }
  }
}
