import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The timesheet's history: every service's audit.change.recorded.v1 about an employee's time (punches, punch
 * pairs, shifts, pay cards), kept to show a day's changes.
 */
export class CalculationTimesheetHistory1764400000401 implements MigrationInterface {
  name = 'CalculationTimesheetHistory1764400000401';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`
      CREATE TABLE "${s}".timesheet_history (
        change_id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        employee_id uuid NOT NULL,
        producer text NOT NULL,
        entity text NOT NULL,
        entity_id text NOT NULL,
        related_ids text[] NOT NULL,
        action text NOT NULL,
        dates date[] NOT NULL,
        reason text,
        changed_by_user_id uuid,
        changed_by_email text,
        changed_at timestamptz NOT NULL,
        before jsonb,
        after jsonb
      )`);
    await queryRunner.query(
      `CREATE INDEX timesheet_history_employee ON "${s}".timesheet_history (employee_id, changed_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "${schemaOf(queryRunner.connection)}".timesheet_history`);
  }
}
