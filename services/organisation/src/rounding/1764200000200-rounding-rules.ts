import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Rounding rule sets: a name unique in the company (case-insensitive) and the rules table as jsonb. */
export class RoundingRules1764200000200 implements MigrationInterface {
  name = 'RoundingRules1764200000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".time_roundings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES "${s}".companies(id),
        name text NOT NULL,
        description text,
        active boolean NOT NULL DEFAULT true,
        rules jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX time_roundings_company_name ON "${s}".time_roundings (company_id, lower(name))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".time_roundings`);
  }
}
