import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Scheduling's read model of the companies (org.company.changed.v1): the zone and the feature switches its rules
 * read (multiShiftView: more than one section a day).
 */
export class SchedulingCompanies1764400000300 implements MigrationInterface {
  name = 'SchedulingCompanies1764400000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".companies (
        id uuid PRIMARY KEY,
        time_zone_id text NOT NULL,
        features jsonb NOT NULL DEFAULT '{}'
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".companies`);
  }
}
