import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Schedule templates (their day rules as jsonb), who is assigned to which (one template per employee), how far
 * ahead each has generated days; read models of holidays and pay groups; the employees' zones.
 */
export class ScheduleTemplates1764300000901 implements MigrationInterface {
  name = 'ScheduleTemplates1764300000901';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".schedule_templates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL,
        name text NOT NULL,
        active boolean NOT NULL,
        auto_punch boolean NOT NULL,
        out_punch_only boolean NOT NULL,
        period_type text NOT NULL,
        periods integer NOT NULL,
        days integer NOT NULL,
        start_date date NOT NULL,
        work_on_holiday boolean NOT NULL,
        rules jsonb NOT NULL,
        generated_to date
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX schedule_templates_name ON "${s}".schedule_templates (company_id, lower(name))`,
    );
    await queryRunner.query(`
      CREATE TABLE "${s}".schedule_template_employees (
        employee_id uuid PRIMARY KEY,
        template_id uuid NOT NULL REFERENCES "${s}".schedule_templates (id) ON DELETE CASCADE,
        company_id uuid NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX schedule_template_employees_template ON "${s}".schedule_template_employees (template_id)`,
    );
    await queryRunner.query(`
      CREATE TABLE "${s}".holidays (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        date date NOT NULL,
        alterdate date,
        department_ids uuid[] NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX holidays_company ON "${s}".holidays (company_id, date)`);
    await queryRunner.query(`
      CREATE TABLE "${s}".pay_groups (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        name text NOT NULL,
        pay_on_finish_day boolean NOT NULL
      )`);
    await queryRunner.query(`ALTER TABLE "${s}".employees ADD COLUMN time_zone_id text NOT NULL DEFAULT 'UTC'`);
    await queryRunner.query(
      `CREATE INDEX schedule_days_template ON "${s}".schedule_days (template_id, date) WHERE template_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP INDEX "${s}".schedule_days_template`);
    await queryRunner.query(`ALTER TABLE "${s}".employees DROP COLUMN time_zone_id`);
    await queryRunner.query(`DROP TABLE "${s}".pay_groups`);
    await queryRunner.query(`DROP TABLE "${s}".holidays`);
    await queryRunner.query(`DROP TABLE "${s}".schedule_template_employees`);
    await queryRunner.query(`DROP TABLE "${s}".schedule_templates`);
  }
}
