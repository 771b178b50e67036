import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TimeCaptureInitial1763700000200 implements MigrationInterface {
  name = 'TimeCaptureInitial1763700000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".punches (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL,
        employee_id uuid NOT NULL,
        clock_id integer NOT NULL,
        punch_time timestamptz NOT NULL,
        source text NOT NULL CHECK (source IN ('Kiosk', 'Mobile', 'Manual', 'Import')),
        device_id text,
        device_punch_id text,
        work_place_id text,
        position_id text,
        job_id text,
        task_id text,
        latitude double precision,
        longitude double precision,
        recorded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX punches_device_punch ON "${s}".punches (company_id, device_id, device_punch_id) WHERE device_punch_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX punches_employee_time ON "${s}".punches (company_id, employee_id, punch_time)`,
    );
    await queryRunner.query(`
      CREATE TABLE "${s}".known_companies (
        id uuid PRIMARY KEY,
        device_token text NOT NULL UNIQUE,
        time_zone_id text NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "${s}".known_employees (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        clock_id integer,
        employee_status text NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX known_employees_clock ON "${s}".known_employees (company_id, clock_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".known_employees`);
    await queryRunner.query(`DROP TABLE "${s}".known_companies`);
    await queryRunner.query(`DROP TABLE "${s}".punches`);
  }
}
