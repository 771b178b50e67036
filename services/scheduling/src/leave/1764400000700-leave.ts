import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Leave (issue 12): requests (their history goes in the platform's change_history), imported balances and the import's column mapping, owned by scheduling. Beside them
 * the read models leave needs: pay types (which are leave types, paid, negative leave allowed, balance hidden, days
 * per hour), users (who approves whom, where their mail goes), and the employee's pay id, user and e-mail (balance
 * import by pay id, self-service) and the pay group's rules (skip holidays and unscheduled days, hours per day).
 */
export class Leave1764400000700 implements MigrationInterface {
  name = 'Leave1764400000700';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".leaves (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL,
        employee_id uuid NOT NULL,
        pay_type_id uuid NOT NULL,
        status text NOT NULL,
        from_date date NOT NULL,
        to_date date NOT NULL,
        from_time text,
        to_time text,
        from_date_type text NOT NULL DEFAULT 'Today',
        to_date_type text NOT NULL DEFAULT 'Today',
        by_work_hours boolean NOT NULL DEFAULT false,
        scheduled_duration boolean NOT NULL DEFAULT false,
        hours_per_day numeric,
        skip boolean NOT NULL DEFAULT false,
        skip_unscheduled boolean NOT NULL DEFAULT false,
        description text,
        reason text,
        days jsonb NOT NULL DEFAULT '[]',
        total_minutes integer NOT NULL DEFAULT 0,
        source text NOT NULL DEFAULT 'console',
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_by uuid,
        updated_at timestamptz NOT NULL DEFAULT now(),
        examined_by uuid,
        examined_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX leaves_company_dates ON "${s}".leaves (company_id, from_date, to_date)`);
    await queryRunner.query(`CREATE INDEX leaves_employee_dates ON "${s}".leaves (employee_id, from_date, to_date)`);
    await queryRunner.query(`CREATE INDEX leaves_pending ON "${s}".leaves (company_id) WHERE status = 'Pending'`);
    await queryRunner.query(`
      CREATE TABLE "${s}".leave_balances (
        company_id uuid NOT NULL,
        employee_id uuid NOT NULL,
        pay_type_id uuid NOT NULL,
        balance_date date NOT NULL,
        hours numeric NOT NULL,
        imported_at timestamptz NOT NULL DEFAULT now(),
        imported_by uuid,
        PRIMARY KEY (employee_id, pay_type_id, balance_date)
      )`);
    await queryRunner.query(`CREATE INDEX leave_balances_company ON "${s}".leave_balances (company_id)`);
    await queryRunner.query(`
      CREATE TABLE "${s}".leave_balance_settings (
        company_id uuid PRIMARY KEY,
        one_pay_type_per_row boolean NOT NULL,
        standard_hours_column text,
        pay_id_column text NOT NULL,
        paytype_name_column text,
        items jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "${s}".leave_pay_types (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        code text NOT NULL,
        name text NOT NULL,
        is_leave boolean NOT NULL,
        active boolean NOT NULL,
        paid_leave boolean NOT NULL,
        allow_negative_leave boolean NOT NULL,
        hide_balance boolean NOT NULL,
        day_mode text NOT NULL,
        ct_day numeric NOT NULL,
        deleted boolean NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX leave_pay_types_company ON "${s}".leave_pay_types (company_id)`);
    await queryRunner.query(`
      CREATE TABLE "${s}".leave_users (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        email text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        role text NOT NULL,
        status text NOT NULL,
        employee_id uuid,
        departments uuid[] NOT NULL DEFAULT '{}',
        forward_to uuid
      )`);
    await queryRunner.query(`CREATE INDEX leave_users_company ON "${s}".leave_users (company_id, role)`);
    await queryRunner.query(`ALTER TABLE "${s}".employees ADD COLUMN pay_id text`);
    await queryRunner.query(`ALTER TABLE "${s}".employees ADD COLUMN user_id uuid`);
    await queryRunner.query(`ALTER TABLE "${s}".employees ADD COLUMN email text`);
    await queryRunner.query(`CREATE INDEX employees_pay_id ON "${s}".employees (company_id, pay_id)`);
    await queryRunner.query(`ALTER TABLE "${s}".pay_groups ADD COLUMN rules jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`ALTER TABLE "${s}".pay_groups DROP COLUMN rules`);
    await queryRunner.query(`DROP INDEX "${s}".employees_pay_id`);
    await queryRunner.query(`ALTER TABLE "${s}".employees DROP COLUMN email`);
    await queryRunner.query(`ALTER TABLE "${s}".employees DROP COLUMN user_id`);
    await queryRunner.query(`ALTER TABLE "${s}".employees DROP COLUMN pay_id`);
    for (const table of ['leave_users', 'leave_pay_types', 'leave_balance_settings', 'leave_balances', 'leaves'])
      await queryRunner.query(`DROP TABLE "${s}".${table}`);
  }
}
