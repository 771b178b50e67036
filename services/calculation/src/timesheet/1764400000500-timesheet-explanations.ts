import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The timesheet's explanations and shift edits: what each explain sentence of a stored day is about (the engine's
 * explainRefs, beside `result`), and the ids of a schedule day's sections (schedule.day.changed.v1's `sectionIds`),
 * so a scheduled shift on the timesheet names the section it is.
 */
export class TimesheetExplanations1764400000500 implements MigrationInterface {
  name = 'TimesheetExplanations1764400000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`ALTER TABLE "${s}".calculated_days ADD COLUMN explain_refs jsonb`);
    await queryRunner.query(`ALTER TABLE "${s}".schedule_days ADD COLUMN section_ids text[]`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`ALTER TABLE "${s}".schedule_days DROP COLUMN section_ids`);
    await queryRunner.query(`ALTER TABLE "${s}".calculated_days DROP COLUMN explain_refs`);
  }
}
