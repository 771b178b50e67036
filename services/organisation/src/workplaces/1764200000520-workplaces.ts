import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Mobile work sites: names and site codes unique per company ignoring case. */
export class Workplaces1764200000520 implements MigrationInterface {
  name = 'Workplaces1764200000520';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".workplaces (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES "${s}".companies(id),
        name text NOT NULL,
        active boolean NOT NULL DEFAULT true,
        address text NOT NULL,
        latitude numeric(9,6) NOT NULL CHECK (latitude BETWEEN -90 AND 90),
        longitude numeric(9,6) NOT NULL CHECK (longitude BETWEEN -180 AND 180),
        radius numeric(10,2) NOT NULL CHECK (radius >= 0),
        description text,
        employee_ids uuid[] NOT NULL DEFAULT '{}',
        site_code text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX workplaces_company ON "${s}".workplaces (company_id)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX workplaces_company_name ON "${s}".workplaces (company_id, lower(name))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX workplaces_company_site_code ON "${s}".workplaces (company_id, lower(site_code))
        WHERE site_code IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX workplaces_employee_ids ON "${s}".workplaces USING gin (employee_ids)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".workplaces`);
  }
}
