import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reporting's read models, kept from organisation's and scheduling's events: employees (names, e-mail, structure
 * node, status), structure nodes and schedule days (sections with their labels).
 */
export class ReportingReadModels1764300001400 implements MigrationInterface {
  name = 'ReportingReadModels1764300001400';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".employees (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text,
        department_id uuid,
        employee_status text NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX employees_by_last_name ON "${s}".employees (company_id, last_name, first_name, id)`,
    );
    await queryRunner.query(
      `CREATE INDEX employees_by_first_name ON "${s}".employees (company_id, first_name, last_name, id)`,
    );
    await queryRunner.query(`
      CREATE TABLE "${s}".departments (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        parent_id uuid,
        name text NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX departments_parent ON "${s}".departments (parent_id)`);
    await queryRunner.query(`
      CREATE TABLE "${s}".schedule_days (
        employee_id uuid NOT NULL,
        date date NOT NULL,
        company_id uuid NOT NULL,
        off_day boolean NOT NULL,
        sections jsonb NOT NULL,
        PRIMARY KEY (employee_id, date)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".schedule_days`);
    await queryRunner.query(`DROP TABLE "${s}".departments`);
    await queryRunner.query(`DROP TABLE "${s}".employees`);
  }
}
