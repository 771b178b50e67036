import { schemaOf } from '@rollcall/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The recalculation queue's interactive lane (ADR 0016): each queued employee-day keeps its priority (0: background,
 * 1: a manager's edit through the API), and the pick order takes the higher priority first, oldest first within it.
 * The index replaces the pick index of migration 1763700000302; its leading column also serves the interactive
 * lane's own pick (priority > 0).
 */
export class CalculationRecalcPriority1764500000800 implements MigrationInterface {
  name = 'CalculationRecalcPriority1764500000800';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`ALTER TABLE "${s}".recalc_queue ADD COLUMN priority smallint NOT NULL DEFAULT 0`);
    await queryRunner.query(`DROP INDEX "${s}".recalc_queue_pick`);
    await queryRunner.query(
      `CREATE INDEX recalc_queue_pick ON "${s}".recalc_queue (priority DESC, enqueued_at, employee_id, date)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = schemaOf(queryRunner.connection);
    await queryRunner.query(`DROP INDEX "${s}".recalc_queue_pick`);
    await queryRunner.query(`CREATE INDEX recalc_queue_pick ON "${s}".recalc_queue (enqueued_at, employee_id, date)`);
    await queryRunner.query(`ALTER TABLE "${s}".recalc_queue DROP COLUMN priority`);
  }
}
