import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SchedulingInitial1763700000400 implements MigrationInterface {
  name = 'SchedulingInitial1763700000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".schedule_days (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL,
        employee_id uuid NOT NULL,
        date date NOT NULL,
        off_day boolean NOT NULL,
        sections jsonb NOT NULL,
        UNIQUE (employee_id, date)
      )`);
    await queryRunner.query(`CREATE INDEX schedule_days_company_date ON "${s}".schedule_days (company_id, date)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".schedule_days`);
  }
}
