import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from './schema-of.js';

/** Events a Kafka consumer set aside after they failed again and again (libs/platform/src/inbox/parked-events.ts). */
export class ParkedEvents1764300001200 implements MigrationInterface {
  name = 'ParkedEvents1764300001200';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".parked_events (
        topic text NOT NULL,
        partition int NOT NULL,
        "offset" bigint NOT NULL,
        consumer_group text NOT NULL,
        event_id text,
        message text NOT NULL,
        error text NOT NULL,
        attempts int NOT NULL,
        parked_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer_group, topic, partition, "offset")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "${schemaOf(queryRunner.connection)}".parked_events`);
  }
}
