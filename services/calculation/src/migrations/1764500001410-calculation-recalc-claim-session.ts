import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A recalculation claim names its session by pid and start time (ADR 0018): a pid alone can be given to a new
 * backend after the one that took the claim has died, and the claim would then look live until its lease ran out.
 * Claims made before this have no start time and are judged by their pid, as before.
 */
export class CalculationRecalcClaimSession1764500001410 implements MigrationInterface {
  name = 'CalculationRecalcClaimSession1764500001410';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`ALTER TABLE "${s}".recalc_claims ADD COLUMN backend_start timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`ALTER TABLE "${s}".recalc_claims DROP COLUMN backend_start`);
  }
}
