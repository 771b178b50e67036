import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Send All's runs: the roster's week e-mailed to many employees in the background, with its progress (how many
 * are chosen, sent, refused and why) for the console to show while it goes and once it is done.
 */
export class ScheduleMailRuns1764400000301 implements MigrationInterface {
  name = 'ScheduleMailRuns1764400000301';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".schedule_mail_runs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL,
        started_by text NOT NULL,
        start_date date NOT NULL,
        end_date date NOT NULL,
        delivery text NOT NULL,
        total integer NOT NULL,
        sent integer NOT NULL DEFAULT 0,
        failed jsonb NOT NULL DEFAULT '[]',
        status text NOT NULL,
        reason text,
        started_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX schedule_mail_runs_company ON "${s}".schedule_mail_runs (company_id, started_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".schedule_mail_runs`);
  }
}
