import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Scheduling's employees keep their pay rate (org.employee.changed.v1 `payRate`) for the roster's costs. */
export class RosterPayRates1764300001001 implements MigrationInterface {
  name = 'RosterPayRates1764300001001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`ALTER TABLE "${s}".employees ADD COLUMN pay_rate numeric`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`ALTER TABLE "${s}".employees DROP COLUMN pay_rate`);
  }
}
