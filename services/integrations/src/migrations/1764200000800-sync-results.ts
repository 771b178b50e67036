import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The results of syncs with external systems, searched by company and date. */
export class SyncResults1764200000800 implements MigrationInterface {
  name = 'SyncResults1764200000800';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".sync_results (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL,
        date timestamptz NOT NULL DEFAULT now(),
        type text NOT NULL,
        status text NOT NULL CHECK (status IN ('success', 'warning', 'error')),
        message text NOT NULL DEFAULT ''
      )`);
    await queryRunner.query(`CREATE INDEX sync_results_company_date ON "${s}".sync_results (company_id, date DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".sync_results`);
  }
}
