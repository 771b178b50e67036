import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When a stored day result changes by the passing of time alone (an open punch turning missing, a day absent). */
export class CalculationRecheckTimers1764300000100 implements MigrationInterface {
  name = 'CalculationRecheckTimers1764300000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".recheck_timers (
        employee_id uuid NOT NULL,
        date date NOT NULL,
        company_id uuid NOT NULL,
        due_at timestamptz NOT NULL,
        PRIMARY KEY (employee_id, date)
      )`);
    await queryRunner.query(`CREATE INDEX recheck_timers_due ON "${s}".recheck_timers (due_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".recheck_timers`);
  }
}
