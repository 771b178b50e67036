import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The directory keeps each employee's name and time zone from org.employee.changed.v1, so that a kiosk (and
 * `rollcall punch`) can say whose punch it took and read a local time the way the timesheet does. Rows from
 * before stay without them until the employee's next event; the company's zone stands in meanwhile.
 */
export class KnownEmployeeNameAndZone1764300000500 implements MigrationInterface {
  name = 'KnownEmployeeNameAndZone1764300000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      ALTER TABLE "${s}".known_employees
        ADD COLUMN first_name text,
        ADD COLUMN last_name text,
        ADD COLUMN time_zone_id text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      ALTER TABLE "${s}".known_employees DROP COLUMN first_name, DROP COLUMN last_name, DROP COLUMN time_zone_id`);
  }
}
