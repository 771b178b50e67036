import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The employees list's default order (first name, then last name, case-insensitive; `EmployeesService.page`) as an
 * index of each company's employees by status: a page of 25 is then read from the index instead of joining and
 * sorting the whole company (issue 9: 100-290 ms a page at 10,000 employees on the loaded machine, 0.2-2.5 ms with it).
 */
export class EmployeesNameOrder1764500000200 implements MigrationInterface {
  name = 'EmployeesNameOrder1764500000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(
      `CREATE INDEX employees_company_status_name ON "${s}".employees
        (company_id, employee_status, lower(first_name), lower(last_name), id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP INDEX "${s}".employees_company_status_name`);
  }
}
