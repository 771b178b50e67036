import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Punch edits (time.punch.changed.v1): each punch keeps the version it is at, so an older state arriving later (the
 * recorded event after an edit: another topic) is not taken; a deleted punch leaves a tombstone with its version,
 * so its recorded event arriving after the delete does not bring it back.
 */
export class CalculationPunchVersions1764400000403 implements MigrationInterface {
  name = 'CalculationPunchVersions1764400000403';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`ALTER TABLE "${s}".punches ADD COLUMN version integer NOT NULL DEFAULT 1`);
    await queryRunner.query(`
      CREATE TABLE "${s}".deleted_punches (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        version integer NOT NULL,
        deleted_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".deleted_punches`);
    await queryRunner.query(`ALTER TABLE "${s}".punches DROP COLUMN version`);
  }
}
