import { schemaOf } from '@rollcall/platform';
import type { EntityManager, MigrationInterface, QueryRunner } from 'typeorm';

/** Gives every company that lacks them its default level rows (all on, named as the spec names them). */
export async function insertMissingLevelRows(runner: QueryRunner | EntityManager, schema: string): Promise<void> {
  await runner.query(`
    INSERT INTO "${schema}".structure_levels (company_id, level, label_name)
    SELECT c.id, l.level, l.label_name
      FROM "${schema}".companies c
     CROSS JOIN (VALUES ('division', 'Division'), ('branch', 'Branch'), ('department', 'Department'),
                        ('position', 'Position')) AS l(level, label_name)
    ON CONFLICT (company_id, level) DO NOTHING`);
}

/** Each company's structure levels (Division, Branch, Department, Position), created for every existing company. */
export class StructureLevels1764200000510 implements MigrationInterface {
  name = 'StructureLevels1764200000510';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".structure_levels (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES "${s}".companies(id),
        level text NOT NULL CHECK (level IN ('division', 'branch', 'department', 'position')),
        label_name text NOT NULL,
        time_zone text,
        is_active boolean NOT NULL DEFAULT true,
        UNIQUE (company_id, level)
      )`);
    await insertMissingLevelRows(queryRunner, s);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".structure_levels`);
  }
}
