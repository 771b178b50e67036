import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Live recalculation: the employee's structure node, rounding and employment dates; read models of structure
 * nodes, rounding rules, holidays and leave; pay periods per pay group with their history; the queue's pick order.
 */
export class CalculationLive1763700000302 implements MigrationInterface {
  name = 'CalculationLive1763700000302';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      ALTER TABLE "${s}".employees
        ADD COLUMN department_id uuid,
        ADD COLUMN time_rounding_id uuid,
        ADD COLUMN hire_on_date date,
        ADD COLUMN terminate_date date`);
    await queryRunner.query(`CREATE INDEX employees_paygroup ON "${s}".employees (paygroup_id)`);
    await queryRunner.query(`
      CREATE TABLE "${s}".departments (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        parent_id uuid
      )`);
    await queryRunner.query(`CREATE INDEX departments_company ON "${s}".departments (company_id)`);
    await queryRunner.query(`
      CREATE TABLE "${s}".rounding_rules (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        name text NOT NULL,
        active boolean NOT NULL,
        rules jsonb NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "${s}".holidays (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        name text NOT NULL,
        date date NOT NULL,
        alterdate date,
        department_ids uuid[] NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX holidays_company_date ON "${s}".holidays (company_id, date)`);
    await queryRunner.query(`
      CREATE TABLE "${s}".leaves (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        employee_id uuid NOT NULL,
        from_date date NOT NULL,
        to_date date NOT NULL,
        leave jsonb NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX leaves_employee_dates ON "${s}".leaves (employee_id, from_date)`);
    await queryRunner.query(`
      CREATE TABLE "${s}".pay_periods (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL,
        paygroup_id uuid NOT NULL,
        period_code text NOT NULL,
        from_date date NOT NULL,
        to_date date NOT NULL,
        closed boolean NOT NULL DEFAULT false,
        exported boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (paygroup_id, from_date)
      )`);
    await queryRunner.query(`CREATE INDEX pay_periods_company_to ON "${s}".pay_periods (company_id, to_date)`);
    await queryRunner.query(`
      CREATE TABLE "${s}".pay_period_history (
        id bigserial PRIMARY KEY,
        pay_period_id uuid NOT NULL,
        company_id uuid NOT NULL,
        action text NOT NULL,
        before jsonb NOT NULL,
        after jsonb NOT NULL,
        user_id uuid,
        reason text,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX pay_period_history_period ON "${s}".pay_period_history (pay_period_id, at)`);
    await queryRunner.query(`CREATE INDEX recalc_queue_pick ON "${s}".recalc_queue (enqueued_at, employee_id, date)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP INDEX "${s}".recalc_queue_pick`);
    for (const t of ['pay_period_history', 'pay_periods', 'leaves', 'holidays', 'rounding_rules', 'departments']) {
      await queryRunner.query(`DROP TABLE "${s}".${t}`);
    }
    await queryRunner.query(`DROP INDEX "${s}".employees_paygroup`);
    await queryRunner.query(`
      ALTER TABLE "${s}".employees
        DROP COLUMN department_id, DROP COLUMN time_rounding_id, DROP COLUMN hire_on_date, DROP COLUMN terminate_date`);
  }
}
