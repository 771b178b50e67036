import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CalculationScheduleDays1763700000301 implements MigrationInterface {
  name = 'CalculationScheduleDays1763700000301';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
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
  }
}
