import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payroll transfer: what the exports write (pay types' export codes, the templates a company uses, department
 * codes, job export codes and task codes; department names and jobs came with migration 1764400000600), when and by whom a period was exported, and the tamper-evident closes: each
 * close keeps the period's exported totals and their SHA-256 digest chained to the previous close of the pay group.
 * Rows from before this migration get the names and codes with the next event that changes them.
 */
export class CalculationPayrollTransfer1764400000800 implements MigrationInterface {
  name = 'CalculationPayrollTransfer1764400000800';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      ALTER TABLE "${s}".pay_types
        ADD COLUMN export_code text,
        ADD COLUMN should_export boolean NOT NULL DEFAULT true,
        ADD COLUMN template_code text`);
    await queryRunner.query(`
      ALTER TABLE "${s}".company_settings
        ADD COLUMN payroll_template_export_codes text[] NOT NULL DEFAULT '{}',
        ADD COLUMN is_calder_stewart boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "${s}".departments ADD COLUMN code text`);
    await queryRunner.query(`ALTER TABLE "${s}".jobs ADD COLUMN pay_export_code text`);
    await queryRunner.query(`
      CREATE TABLE "${s}".tasks (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        code text NOT NULL,
        pay_export_code text
      )`);
    await queryRunner.query(`
      ALTER TABLE "${s}".pay_periods
        ADD COLUMN exported_at timestamptz,
        ADD COLUMN exported_by uuid`);
    await queryRunner.query(`
      CREATE TABLE "${s}".pay_period_closes (
        id bigserial PRIMARY KEY,
        pay_period_id uuid NOT NULL,
        company_id uuid NOT NULL,
        paygroup_id uuid NOT NULL,
        totals jsonb NOT NULL,
        digest text NOT NULL,
        previous_digest text NOT NULL,
        closed_by uuid,
        closed_at timestamptz NOT NULL DEFAULT now(),
        reopened_by uuid,
        reopened_at timestamptz,
        reopen_reason text
      )`);
    await queryRunner.query(`CREATE INDEX pay_period_closes_chain ON "${s}".pay_period_closes (paygroup_id, id)`);
    await queryRunner.query(`CREATE INDEX pay_period_closes_period ON "${s}".pay_period_closes (pay_period_id, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".pay_period_closes`);
    await queryRunner.query(`ALTER TABLE "${s}".pay_periods DROP COLUMN exported_at, DROP COLUMN exported_by`);
    await queryRunner.query(`DROP TABLE "${s}".tasks`);
    await queryRunner.query(`ALTER TABLE "${s}".jobs DROP COLUMN pay_export_code`);
    await queryRunner.query(`ALTER TABLE "${s}".departments DROP COLUMN code`);
    await queryRunner.query(
      `ALTER TABLE "${s}".company_settings DROP COLUMN payroll_template_export_codes, DROP COLUMN is_calder_stewart`,
    );
    await queryRunner.query(
      `ALTER TABLE "${s}".pay_types DROP COLUMN export_code, DROP COLUMN should_export, DROP COLUMN template_code`,
    );
  }
}
