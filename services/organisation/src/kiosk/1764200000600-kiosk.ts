import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Kiosk contents and settings (one row per company, absent until first saved) and kiosk contacts. */
export class Kiosk1764200000600 implements MigrationInterface {
  name = 'Kiosk1764200000600';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".kiosk_contents (
        company_id uuid PRIMARY KEY REFERENCES "${s}".companies(id),
        labels jsonb NOT NULL,
        contents jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "${s}".kiosk_settings (
        company_id uuid PRIMARY KEY REFERENCES "${s}".companies(id),
        enable_car_rego boolean NOT NULL,
        enable_comment boolean NOT NULL,
        enable_default_work_code boolean NOT NULL,
        enable_email boolean NOT NULL,
        welcome_message1 text NOT NULL,
        welcome_message2 text NOT NULL,
        enable_employee boolean NOT NULL,
        enable_visitor boolean NOT NULL,
        enable_contractor boolean NOT NULL,
        enable_leave boolean NOT NULL,
        enable_punch_note boolean NOT NULL,
        upload_photo_quality text NOT NULL CHECK (upload_photo_quality IN ('low', 'medium', 'high')),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "${s}".kiosk_contacts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES "${s}".companies(id),
        firstname text NOT NULL,
        lastname text NOT NULL,
        mobile text,
        email text NOT NULL,
        department_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX kiosk_contacts_company ON "${s}".kiosk_contacts (company_id, lastname)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".kiosk_contacts`);
    await queryRunner.query(`DROP TABLE "${s}".kiosk_settings`);
    await queryRunner.query(`DROP TABLE "${s}".kiosk_contents`);
  }
}
