import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Scheduling's read models, kept from organisation's and calculation's events: employees, structure nodes and pay
 * periods (for the closed-period rule). A schedule day remembers the template that generated it (null: set by hand).
 */
export class SchedulingReadModels1764300000900 implements MigrationInterface {
  name = 'SchedulingReadModels1764300000900';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".employees (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        clock_id integer,
        first_name text NOT NULL,
        last_name text NOT NULL,
        department_id uuid,
        paygroup_id uuid,
        standard_hours numeric,
        employee_status text NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX employees_company ON "${s}".employees (company_id, department_id)`);
    await queryRunner.query(`
      CREATE TABLE "${s}".departments (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        parent_id uuid,
        name text NOT NULL,
        code text,
        status text NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX departments_parent ON "${s}".departments (parent_id)`);
    await queryRunner.query(`
      CREATE TABLE "${s}".pay_periods (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        paygroup_id uuid NOT NULL,
        from_date date NOT NULL,
        to_date date NOT NULL,
        closed boolean NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX pay_periods_closed ON "${s}".pay_periods (paygroup_id, from_date, to_date) WHERE closed`,
    );
    await queryRunner.query(`ALTER TABLE "${s}".schedule_days ADD COLUMN template_id uuid`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`ALTER TABLE "${s}".schedule_days DROP COLUMN template_id`);
    await queryRunner.query(`DROP TABLE "${s}".pay_periods`);
    await queryRunner.query(`DROP TABLE "${s}".departments`);
    await queryRunner.query(`DROP TABLE "${s}".employees`);
  }
}
