import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '../database/schema-of.js';

/**
 * The change history every service keeps in its own schema (libs/platform/src/history/change-history.ts): who
 * changed which record when, why, and what it was before and after.
 */
export class ChangeHistory1764400000400 implements MigrationInterface {
  name = 'ChangeHistory1764400000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".change_history (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        entity text NOT NULL,
        entity_id text NOT NULL,
        related_ids text[] NOT NULL DEFAULT '{}',
        action text NOT NULL CHECK (action IN ('created', 'updated', 'deleted')),
        employee_id uuid,
        dates date[] NOT NULL DEFAULT '{}',
        reason text,
        changed_by_user_id uuid,
        changed_by_email text,
        changed_at timestamptz NOT NULL,
        before jsonb,
        after jsonb
      )`);
    await queryRunner.query(
      `CREATE INDEX change_history_entity ON "${s}".change_history (company_id, entity, entity_id, changed_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX change_history_employee ON "${s}".change_history (company_id, employee_id, changed_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "${schemaOf(queryRunner.connection)}".change_history`);
  }
}
