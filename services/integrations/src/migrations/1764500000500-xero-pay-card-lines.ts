import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The pay card lines of each closed pay period, as its close published them (payroll.period.changed.v1's
 * payCardLines): a period's Xero timesheets are its days' pay types plus these, as its totals are.
 */
export class XeroPayCardLines1764500000500 implements MigrationInterface {
  name = 'XeroPayCardLines1764500000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".pay_period_card_lines (
        pay_period_id uuid NOT NULL,
        employee_id uuid NOT NULL,
        pay_type_id uuid NOT NULL,
        date date NOT NULL,
        unit_hundredths integer NOT NULL,
        PRIMARY KEY (pay_period_id, employee_id, pay_type_id, date)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".pay_period_card_lines`);
  }
}
