import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every field of the spec's pay type and pay group forms (002 §3), names unique per company, and the employees'
 * overnight scheduled days (for payOnFinishDayConflicts). System leave types are visible to employees; Unpaid
 * Leave is unpaid.
 */
export class PayConfig1764200000100 implements MigrationInterface {
  name = 'PayConfig1764200000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      ALTER TABLE "${s}".pay_types
        ADD COLUMN export_code text,
        ADD COLUMN xero_guid text,
        ADD COLUMN active boolean NOT NULL DEFAULT true,
        ADD COLUMN hide_from_emp boolean NOT NULL DEFAULT true,
        ADD COLUMN should_export boolean NOT NULL DEFAULT true,
        ADD COLUMN paid_leave boolean NOT NULL DEFAULT true,
        ADD COLUMN allow_negative_leave boolean NOT NULL DEFAULT false,
        ADD COLUMN hide_balance boolean NOT NULL DEFAULT false,
        ADD COLUMN type text,
        ADD COLUMN convert_to_day boolean NOT NULL DEFAULT true,
        ADD COLUMN percentage boolean NOT NULL DEFAULT false,
        ADD COLUMN by_standard_hour boolean NOT NULL DEFAULT false,
        ADD COLUMN ct_day numeric(6,2) NOT NULL DEFAULT 1,
        ADD COLUMN is_default boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`UPDATE "${s}".pay_types SET hide_from_emp = false WHERE is_system AND is_leave`);
    await queryRunner.query(`UPDATE "${s}".pay_types SET paid_leave = false WHERE is_system AND code = 'UL'`);
    await queryRunner.query(`UPDATE "${s}".pay_types SET is_default = true WHERE is_system AND role = 'ordinary'`);
    await queryRunner.query(`
      ALTER TABLE "${s}".pay_groups
        ADD COLUMN active boolean NOT NULL DEFAULT true,
        ADD COLUMN auto_leave boolean NOT NULL DEFAULT false,
        ADD COLUMN auto_leave_pay_type_id uuid REFERENCES "${s}".pay_types(id),
        ADD COLUMN disable_employee_apply boolean NOT NULL DEFAULT true,
        ADD COLUMN manual_punch boolean NOT NULL DEFAULT false,
        ADD COLUMN memo text`);
    await queryRunner.query(`
      CREATE TABLE "${s}".overnight_shifts (
        employee_id uuid NOT NULL,
        date date NOT NULL,
        company_id uuid NOT NULL,
        PRIMARY KEY (employee_id, date)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".overnight_shifts`);
    await queryRunner.query(`
      ALTER TABLE "${s}".pay_groups DROP COLUMN active, DROP COLUMN auto_leave, DROP COLUMN auto_leave_pay_type_id,
        DROP COLUMN disable_employee_apply, DROP COLUMN manual_punch, DROP COLUMN memo`);
    await queryRunner.query(`
      ALTER TABLE "${s}".pay_types DROP COLUMN export_code, DROP COLUMN xero_guid, DROP COLUMN active,
        DROP COLUMN hide_from_emp, DROP COLUMN should_export, DROP COLUMN paid_leave, DROP COLUMN allow_negative_leave,
        DROP COLUMN hide_balance, DROP COLUMN type, DROP COLUMN convert_to_day, DROP COLUMN percentage,
        DROP COLUMN by_standard_hour, DROP COLUMN ct_day, DROP COLUMN is_default`);
  }
}
