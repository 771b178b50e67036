import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The employee's hourly pay rate (org.employee.changed.v1's `payRate`), for the cost of the pay group's what-if
 * preview. Employees stored before this migration get it with the next event that changes them.
 */
export class CalculationEmployeePayRate1764500000600 implements MigrationInterface {
  name = 'CalculationEmployeePayRate1764500000600';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`ALTER TABLE "${s}".employees ADD COLUMN pay_rate numeric(12,2)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`ALTER TABLE "${s}".employees DROP COLUMN pay_rate`);
  }
}
