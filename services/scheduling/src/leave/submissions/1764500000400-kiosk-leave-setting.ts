import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Leave from kiosks (issue 12): whether a company's kiosks take leave requests, the kiosk settings' `enableLeave`
 * as scheduling last heard it from org.kiosk.changed.v1 (part `settings`). A company not heard of has
 * organisation's default (on). Its own table: the kiosk event may arrive before the company's.
 */
export class KioskLeaveSetting1764500000400 implements MigrationInterface {
  name = 'KioskLeaveSetting1764500000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".kiosk_leave_settings (
        company_id uuid PRIMARY KEY,
        enable_leave boolean NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".kiosk_leave_settings`);
  }
}
