import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from './schema-of.js';

/** The outbox and inbox tables every service keeps in its own schema. */
export class PlatformTables1763700000000 implements MigrationInterface {
  name = 'PlatformTables1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".outbox (
        seq bigserial PRIMARY KEY,
        id uuid NOT NULL UNIQUE,
        type text NOT NULL,
        company_id text NOT NULL,
        key text NOT NULL,
        occurred_at timestamptz NOT NULL,
        producer text NOT NULL,
        payload jsonb NOT NULL,
        sent_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX outbox_unsent ON "${s}".outbox (seq) WHERE sent_at IS NULL`);
    await queryRunner.query(`
      CREATE TABLE "${s}".inbox (
        event_id uuid NOT NULL,
        consumer text NOT NULL,
        type text NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (event_id, consumer)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".inbox`);
    await queryRunner.query(`DROP TABLE "${s}".outbox`);
  }
}
