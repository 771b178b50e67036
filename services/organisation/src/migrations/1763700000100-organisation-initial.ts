import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OrganisationInitial1763700000100 implements MigrationInterface {
  name = 'OrganisationInitial1763700000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".companies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        code text NOT NULL UNIQUE,
        trading_name text,
        time_zone_id text NOT NULL,
        device_token text NOT NULL UNIQUE,
        licenses integer NOT NULL DEFAULT 0,
        app_licenses integer NOT NULL DEFAULT 0,
        exception_threshold integer NOT NULL DEFAULT 15,
        exception_ld_threshold integer NOT NULL DEFAULT 15,
        settings jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "${s}".departments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES "${s}".companies(id),
        parent_id uuid REFERENCES "${s}".departments(id),
        level text CHECK (level IN ('division', 'branch', 'department', 'position')),
        name text NOT NULL,
        code text,
        status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Inactive')),
        time_zone_id text,
        punch_code text
      )`);
    await queryRunner.query(`CREATE INDEX departments_company_parent ON "${s}".departments (company_id, parent_id)`);
    await queryRunner.query(`
      CREATE TABLE "${s}".pay_groups (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES "${s}".companies(id),
        name text NOT NULL,
        rules jsonb NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "${s}".pay_types (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES "${s}".companies(id),
        code text NOT NULL,
        name text NOT NULL,
        role text,
        is_overtime boolean NOT NULL DEFAULT false,
        is_leave boolean NOT NULL DEFAULT false,
        is_allowance boolean NOT NULL DEFAULT false,
        pay_rate_factor numeric(6,3),
        is_system boolean NOT NULL DEFAULT false,
        UNIQUE (company_id, code)
      )`);
    await queryRunner.query(`
      CREATE TABLE "${s}".employees (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES "${s}".companies(id),
        user_id uuid,
        clock_id integer CHECK (clock_id BETWEEN 0 AND 999999999),
        pay_id text,
        first_name text NOT NULL,
        last_name text NOT NULL,
        middle_name text,
        email text,
        department_id uuid REFERENCES "${s}".departments(id),
        paygroup_id uuid REFERENCES "${s}".pay_groups(id),
        employee_status text NOT NULL DEFAULT 'Active' CHECK (employee_status IN ('Active', 'Inactive', 'Terminated')),
        hire_on_date date,
        terminate_date date,
        standard_hours numeric(6,2),
        guaranteed_hours numeric(6,2),
        schedule_id uuid,
        time_rounding_id uuid,
        is_export boolean NOT NULL DEFAULT true,
        mobile text,
        phone text,
        fax text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX employees_company_clock ON "${s}".employees (company_id, clock_id) WHERE clock_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX employees_company_pay_id ON "${s}".employees (company_id, pay_id) WHERE pay_id IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX employees_company_status ON "${s}".employees (company_id, employee_status)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    for (const table of ['employees', 'pay_types', 'pay_groups', 'departments', 'companies']) {
      await queryRunner.query(`DROP TABLE "${s}".${table}`);
    }
  }
}
