import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether a pay type's leave is paid (unpaid leave never counts toward overtime) and whether it is active; the
 * skills read model with its allowance; the skills an employee holds.
 */
export class CalculationPayTypesAndSkills1764200000900 implements MigrationInterface {
  name = 'CalculationPayTypesAndSkills1764200000900';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      ALTER TABLE "${s}".pay_types
        ADD COLUMN paid_leave boolean NOT NULL DEFAULT true,
        ADD COLUMN active boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "${s}".employees ADD COLUMN skill_ids text[] NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`CREATE INDEX employees_skill_ids ON "${s}".employees USING gin (skill_ids)`);
    await queryRunner.query(`
      CREATE TABLE "${s}".skills (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        name text NOT NULL,
        active boolean NOT NULL,
        pay_type_id uuid,
        allowance_calculation_type text NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX skills_company ON "${s}".skills (company_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".skills`);
    await queryRunner.query(`DROP INDEX "${s}".employees_skill_ids`);
    await queryRunner.query(`ALTER TABLE "${s}".employees DROP COLUMN skill_ids`);
    await queryRunner.query(`ALTER TABLE "${s}".pay_types DROP COLUMN paid_leave, DROP COLUMN active`);
  }
}
