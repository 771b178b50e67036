import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Punch edits on the timesheet (issue 11): a punch keeps a version (every edit and the delete add one, so calculation
 * never takes an older state for a newer one), is deleted softly (a kiosk replaying a deleted punch gets it back as
 * a replay, not a new punch) and keeps the reason of its last change; 'AutoPair' punches (the out punch auto punch
 * adds) cannot be deleted. Read models for the checks an edit needs: the employee's structure node and pay group,
 * the structure nodes (whose punches a Supervisor reaches; positions), the pay periods' state (closed periods are
 * read-only) and the codes a punch can carry (sites, jobs with their tasks).
 */
export class PunchEdits1764400000402 implements MigrationInterface {
  name = 'PunchEdits1764400000402';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`ALTER TABLE "${s}".punches DROP CONSTRAINT punches_source_check`);
    await queryRunner.query(`
      ALTER TABLE "${s}".punches
        ADD CONSTRAINT punches_source_check CHECK (source IN ('Kiosk', 'Mobile', 'Manual', 'Import', 'AutoPair')),
        ADD COLUMN version integer NOT NULL DEFAULT 1,
        ADD COLUMN deleted_at timestamptz,
        ADD COLUMN reason text`);
    await queryRunner.query(`
      ALTER TABLE "${s}".known_employees ADD COLUMN department_id uuid, ADD COLUMN paygroup_id uuid`);
    await queryRunner.query(`
      CREATE TABLE "${s}".known_departments (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        parent_id uuid,
        name text NOT NULL,
        status text NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX known_departments_parent ON "${s}".known_departments (parent_id)`);
    await queryRunner.query(`
      CREATE TABLE "${s}".pay_periods (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        paygroup_id uuid NOT NULL,
        from_date date NOT NULL,
        to_date date NOT NULL,
        closed boolean NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX pay_periods_group ON "${s}".pay_periods (paygroup_id, from_date)`);
    await queryRunner.query(`
      CREATE TABLE "${s}".work_codes (
        kind text NOT NULL CHECK (kind IN ('site', 'job', 'task')),
        id text NOT NULL,
        company_id uuid NOT NULL,
        code text,
        name text NOT NULL,
        active boolean NOT NULL,
        task_ids text[] NOT NULL DEFAULT '{}',
        PRIMARY KEY (kind, id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP TABLE "${s}".work_codes`);
    await queryRunner.query(`DROP TABLE "${s}".pay_periods`);
    await queryRunner.query(`DROP TABLE "${s}".known_departments`);
    await queryRunner.query(`ALTER TABLE "${s}".known_employees DROP COLUMN department_id, DROP COLUMN paygroup_id`);
    await queryRunner.query(`DELETE FROM "${s}".punches WHERE source = 'AutoPair'`);
    await queryRunner.query(`
      ALTER TABLE "${s}".punches DROP CONSTRAINT punches_source_check,
        DROP COLUMN version, DROP COLUMN deleted_at, DROP COLUMN reason,
        ADD CONSTRAINT punches_source_check CHECK (source IN ('Kiosk', 'Mobile', 'Manual', 'Import'))`);
  }
}
