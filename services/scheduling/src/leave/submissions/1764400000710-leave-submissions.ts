import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Leave from kiosks (issue 12): scheduling's read model of the companies keeps each company's device token
 * (org.company.changed.v1), by which POST /api/leaves/kiosk-submit-leave knows the company.
 */
export class LeaveSubmissions1764400000710 implements MigrationInterface {
  name = 'LeaveSubmissions1764400000710';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`ALTER TABLE "${s}".companies ADD COLUMN device_token text`);
    await queryRunner.query(`CREATE UNIQUE INDEX companies_device_token ON "${s}".companies (device_token)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP INDEX "${s}".companies_device_token`);
    await queryRunner.query(`ALTER TABLE "${s}".companies DROP COLUMN device_token`);
  }
}
