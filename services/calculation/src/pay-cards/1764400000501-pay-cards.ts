import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pay cards (spec 001 §3 PayCard): an employee's manual pay lines for a period, each a pay type and units, with an
 * optional attachment (.jpg or .pdf). Whether every line names a project is company_settings.is_calder_stewart, the
 * column payroll transfer's migration 1764400000800 adds.
 */
export class PayCards1764400000501 implements MigrationInterface {
  name = 'PayCards1764400000501';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".pay_cards (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL,
        employee_id uuid NOT NULL,
        from_date date NOT NULL,
        to_date date NOT NULL,
        description text,
        attachment_name text,
        attachment_type text,
        attachment bytea,
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (employee_id, from_date, to_date)
      )`);
    await queryRunner.query(`CREATE INDEX pay_cards_employee_dates ON "${s}".pay_cards (employee_id, from_date)`);
    await queryRunner.query(`
      CREATE TABLE "${s}".pay_card_details (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        pay_card_id uuid NOT NULL REFERENCES "${s}".pay_cards (id) ON DELETE CASCADE,
        company_id uuid NOT NULL,
        pay_type_id uuid NOT NULL,
        project_id text,
        units numeric(10,2) NOT NULL,
        eff_units numeric(10,2),
        notes text,
        modified_id uuid,
        modified_name text,
        manual_add boolean NOT NULL DEFAULT true,
        position integer NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX pay_card_details_card ON "${s}".pay_card_details (pay_card_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".pay_card_details`);
    await queryRunner.query(`DROP TABLE "${s}".pay_cards`);
  }
}
