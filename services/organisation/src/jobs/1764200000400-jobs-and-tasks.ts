import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Jobs and tasks. Within a company a code, a (non-blank) name and a punch code each belong to one job (case
 * insensitive for code and name); tasks have their own namespace with the same rule.
 */
export class JobsAndTasks1764200000400 implements MigrationInterface {
  name = 'JobsAndTasks1764200000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    for (const [table, external] of [
      ['jobs', 'job'],
      ['tasks', 'task'],
    ] as const) {
      await queryRunner.query(`
        CREATE TABLE "${s}".${table} (
          id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
          company_id uuid NOT NULL REFERENCES "${s}".companies(id),
          code text NOT NULL,
          name text NOT NULL DEFAULT '',
          active boolean NOT NULL DEFAULT true,
          ${table === 'jobs' ? `task_ids uuid[] NOT NULL DEFAULT '{}',` : ''}
          description text,
          punch_code text,
          pay_export_code text,
          external_${external}_type text,
          external_${external}_id text
        )`);
      await queryRunner.query(`CREATE INDEX ${table}_company_active ON "${s}".${table} (company_id, active)`);
      await queryRunner.query(`CREATE UNIQUE INDEX ${table}_company_code ON "${s}".${table} (company_id, lower(code))`);
      await queryRunner.query(
        `CREATE UNIQUE INDEX ${table}_company_name ON "${s}".${table} (company_id, lower(name)) WHERE name <> ''`,
      );
      await queryRunner.query(
        `CREATE UNIQUE INDEX ${table}_company_punch_code ON "${s}".${table} (company_id, punch_code)
          WHERE punch_code IS NOT NULL`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".jobs`);
    await queryRunner.query(`DROP TABLE "${s}".tasks`);
  }
}
