import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The header's department filter, one row per user; removing the node clears the choice. */
export class DepartmentFilter1764200001000 implements MigrationInterface {
  name = 'DepartmentFilter1764200001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".department_filter_selections (
        company_id uuid NOT NULL REFERENCES "${s}".companies(id),
        user_id uuid NOT NULL,
        department_id uuid REFERENCES "${s}".departments(id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (company_id, user_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".department_filter_selections`);
  }
}
