import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '../database/schema-of.js';

/**
 * An outbox row's priority (ADR 0017): 1 for the events of a manager's edit through the API (interactive), which the
 * relay publishes ahead of the background rows queued before them; 0 for the rest. The partial index holds only the
 * unsent interactive rows, so the relay's claim of them each round costs next to nothing however long the backlog.
 */
export class OutboxPriority1764500001300 implements MigrationInterface {
  name = 'OutboxPriority1764500001300';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`ALTER TABLE "${s}".outbox ADD COLUMN priority smallint NOT NULL DEFAULT 0`);
    await queryRunner.query(
      `CREATE INDEX outbox_unsent_interactive ON "${s}".outbox (seq) WHERE sent_at IS NULL AND priority > 0`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP INDEX "${s}".outbox_unsent_interactive`);
    await queryRunner.query(`ALTER TABLE "${s}".outbox DROP COLUMN priority`);
  }
}
