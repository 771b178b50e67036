import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Time approvals and reviewed time-card exceptions (issue 11):
 * - `pair_approvals`: a punch pair approved or disapproved, by its in punch (the engine's approval names the
 *   pair's shift by that punch), with who did it last; `pair_approval_history` keeps every change;
 * - `reviewed_exceptions`: an exception marked reviewed, by what identifies it on the screen (employee, day, type,
 *   scheduled and actual in and out), so that a recalculation that leaves the day as it was leaves it reviewed;
 * - structure node and job names for the lists (position and job columns);
 * - calculated days by company and date, for the lists that read a company's days.
 */
export class CalculationApprovalsAndReviews1764400000600 implements MigrationInterface {
  name = 'CalculationApprovalsAndReviews1764400000600';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".pair_approvals (
        punch_id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        employee_id uuid NOT NULL,
        date date NOT NULL,
        approved boolean NOT NULL,
        changed_by uuid NOT NULL,
        changed_by_email text NOT NULL,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX pair_approvals_employee_date ON "${s}".pair_approvals (employee_id, date)`);
    await queryRunner.query(`
      CREATE TABLE "${s}".pair_approval_history (
        id bigserial PRIMARY KEY,
        punch_id uuid NOT NULL,
        company_id uuid NOT NULL,
        employee_id uuid NOT NULL,
        date date NOT NULL,
        approved boolean NOT NULL,
        user_id uuid NOT NULL,
        user_email text NOT NULL,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX pair_approval_history_punch ON "${s}".pair_approval_history (punch_id, at)`);
    await queryRunner.query(`
      CREATE TABLE "${s}".reviewed_exceptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL,
        employee_id uuid NOT NULL,
        date date NOT NULL,
        exception_type text NOT NULL,
        schedule_in text NOT NULL DEFAULT '',
        schedule_out text NOT NULL DEFAULT '',
        actual_in text NOT NULL DEFAULT '',
        actual_out text NOT NULL DEFAULT '',
        reviewed_by uuid NOT NULL,
        reviewed_by_email text NOT NULL,
        reviewed_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (employee_id, date, exception_type, schedule_in, schedule_out, actual_in, actual_out)
      )`);
    await queryRunner.query(
      `CREATE INDEX reviewed_exceptions_company_date ON "${s}".reviewed_exceptions (company_id, date)`,
    );
    await queryRunner.query(`ALTER TABLE "${s}".departments ADD COLUMN name text`);
    await queryRunner.query(`
      CREATE TABLE "${s}".jobs (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        code text NOT NULL,
        name text NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX calculated_days_company_date ON "${s}".calculated_days (company_id, date)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP INDEX "${s}".calculated_days_company_date`);
    await queryRunner.query(`DROP TABLE "${s}".jobs`);
    await queryRunner.query(`ALTER TABLE "${s}".departments DROP COLUMN name`);
    await queryRunner.query(`DROP TABLE "${s}".reviewed_exceptions`);
    await queryRunner.query(`DROP TABLE "${s}".pair_approval_history`);
    await queryRunner.query(`DROP TABLE "${s}".pair_approvals`);
  }
}
