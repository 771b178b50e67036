import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CalculationInitial1763700000300 implements MigrationInterface {
  name = 'CalculationInitial1763700000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".employees (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        clock_id integer,
        pay_id text,
        first_name text NOT NULL,
        last_name text NOT NULL,
        employee_status text NOT NULL,
        paygroup_id uuid,
        time_zone_id text NOT NULL,
        standard_hours numeric(6,2),
        guaranteed_hours numeric(6,2)
      )`);
    await queryRunner.query(`CREATE INDEX employees_company ON "${s}".employees (company_id)`);
    await queryRunner.query(`
      CREATE TABLE "${s}".pay_groups (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        name text NOT NULL,
        rules jsonb NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "${s}".pay_types (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        code text NOT NULL,
        name text NOT NULL,
        role text,
        is_overtime boolean NOT NULL,
        is_leave boolean NOT NULL,
        is_allowance boolean NOT NULL,
        pay_rate_factor numeric(6,3),
        deleted boolean NOT NULL DEFAULT false
      )`);
    await queryRunner.query(`CREATE INDEX pay_types_company ON "${s}".pay_types (company_id)`);
    await queryRunner.query(`
      CREATE TABLE "${s}".company_settings (
        company_id uuid PRIMARY KEY,
        time_zone_id text NOT NULL,
        exception_threshold integer NOT NULL,
        exception_ld_threshold integer NOT NULL,
        exception_toggles jsonb NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "${s}".punches (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        employee_id uuid NOT NULL,
        punch_time timestamptz NOT NULL,
        source text NOT NULL,
        position_id text,
        job_id text,
        task_id text
      )`);
    await queryRunner.query(`CREATE INDEX punches_employee_time ON "${s}".punches (employee_id, punch_time)`);
    await queryRunner.query(`
      CREATE TABLE "${s}".recalc_queue (
        employee_id uuid NOT NULL,
        date date NOT NULL,
        company_id uuid NOT NULL,
        enqueued_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (employee_id, date)
      )`);
    await queryRunner.query(`
      CREATE TABLE "${s}".calculated_days (
        employee_id uuid NOT NULL,
        date date NOT NULL,
        company_id uuid NOT NULL,
        status text NOT NULL,
        paid_minutes integer NOT NULL,
        punch_count integer NOT NULL,
        result jsonb NOT NULL,
        calculated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (employee_id, date)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    for (const t of [
      'calculated_days',
      'recalc_queue',
      'punches',
      'company_settings',
      'pay_types',
      'pay_groups',
      'employees',
    ]) {
      await queryRunner.query(`DROP TABLE "${s}".${t}`);
    }
  }
}
