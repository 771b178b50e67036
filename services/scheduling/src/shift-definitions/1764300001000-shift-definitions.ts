import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The roster's shift definitions: a position's times, label, colour and break. */
export class ShiftDefinitions1764300001000 implements MigrationInterface {
  name = 'ShiftDefinitions1764300001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".shift_definitions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL,
        department_id uuid NOT NULL,
        start_time text NOT NULL,
        end_time text NOT NULL,
        start_time_type text NOT NULL CHECK (start_time_type IN ('Previous', 'Today')),
        end_time_type text NOT NULL CHECK (end_time_type IN ('Today', 'NextDay')),
        color_code text,
        label_name text,
        break_time integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX shift_definitions_company ON "${s}".shift_definitions (company_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".shift_definitions`);
  }
}
