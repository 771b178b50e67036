import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Public holidays: a name is unique within a calendar year of the company (case-insensitive). */
export class Holidays1764200000201 implements MigrationInterface {
  name = 'Holidays1764200000201';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".holidays (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES "${s}".companies(id),
        name text NOT NULL,
        date date NOT NULL,
        alterdate date NOT NULL,
        sys_code text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX holidays_company_year_name
         ON "${s}".holidays (company_id, (EXTRACT(YEAR FROM date)), lower(name))`,
    );
    await queryRunner.query(`CREATE INDEX holidays_company_date ON "${s}".holidays (company_id, date)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".holidays`);
  }
}
