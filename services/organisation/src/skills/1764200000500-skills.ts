import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Skills with their allowance pay type; names unique per company ignoring case. */
export class Skills1764200000500 implements MigrationInterface {
  name = 'Skills1764200000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".skills (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES "${s}".companies(id),
        name text NOT NULL,
        active boolean NOT NULL DEFAULT true,
        pay_type_id uuid,
        allowance_calculation_type text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX skills_company ON "${s}".skills (company_id)`);
    await queryRunner.query(`CREATE UNIQUE INDEX skills_company_name ON "${s}".skills (company_id, lower(name))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".skills`);
  }
}
