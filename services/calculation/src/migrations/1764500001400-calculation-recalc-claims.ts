import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A recalculation claim that lets enqueues pass (ADR 0018). A batch no longer deletes the queue rows it takes when
 * it starts (which held their row locks, and every enqueue of those days, until it committed): it claims its
 * employees in `recalc_claims` (one row per employee: at most one batch calculates an employee) and marks their
 * queue rows with its token and the version it saw, in a short transaction of its own; when the batch commits it
 * deletes the rows whose version is still that one. An enqueue bumps `version`, so a day queued again meanwhile
 * stays. A claim is live while its lease runs and the database session that took it (`backend_pid`) is there.
 */
export class CalculationRecalcClaims1764500001400 implements MigrationInterface {
  name = 'CalculationRecalcClaims1764500001400';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(
      `ALTER TABLE "${s}".recalc_queue ADD COLUMN version integer NOT NULL DEFAULT 0,
         ADD COLUMN claimed_by uuid, ADD COLUMN claimed_version integer`,
    );
    await queryRunner.query(`
      CREATE TABLE "${s}".recalc_claims (
        employee_id uuid PRIMARY KEY,
        token uuid NOT NULL,
        backend_pid integer NOT NULL,
        claimed_at timestamptz NOT NULL DEFAULT now(),
        lease_until timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX recalc_claims_token ON "${s}".recalc_claims (token)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".recalc_claims`);
    await queryRunner.query(
      `ALTER TABLE "${s}".recalc_queue DROP COLUMN version, DROP COLUMN claimed_by, DROP COLUMN claimed_version`,
    );
  }
}
