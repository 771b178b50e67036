import { Injectable } from '@nestjs/common';
import { EventWriter } from '@rollcall/platform';
import type { EntityManager } from 'typeorm';
import { punchRecorded } from '../punches/punch-events.js';
import { TIME_CAPTURE } from '../time-capture.constants.js';
import {
  type EditedEmployee,
  type EditedPunch,
  editedPunchOf,
  PUNCH_COLUMNS,
  type PunchCodes,
  type PunchRow,
} from './punch-edit-store.js';

const s = TIME_CAPTURE;

/** What an edit sets on a punch. */
export interface PunchFields extends PunchCodes {
  punchTime: Date;
  reason: string | null;
}

export interface WrittenPunch {
  punch: EditedPunch;
  eventId: string;
}

/**
 * The one writer of punch edits: adds a manager's punch (time.punch.recorded.v1, source Manual), changes one or
 * deletes it softly (time.punch.changed.v1 with the next version), each with its event in the caller's transaction.
 * A manager waits for the day an edit recalculates, so each marks the transaction interactive first: its events,
 * and the change history written after them, are published ahead of the kiosks' backlog (ADR 0017).
 * (An UPDATE … RETURNING is read through a CTE: TypeORM answers a bare UPDATE with [rows, count].)
 */
@Injectable()
export class PunchWriter {
  constructor(private readonly events: EventWriter) {}

  async add(
    manager: EntityManager,
    employee: EditedEmployee & { clockId: number },
    fields: PunchFields,
  ): Promise<WrittenPunch> {
    await this.events.interactive(manager);
    const [row] = (await manager.query(
      `INSERT INTO "${s}".punches (company_id, employee_id, clock_id, punch_time, source, work_place_id, position_id,
                                   job_id, task_id, reason)
       VALUES ($1, $2, $3, $4, 'Manual', $5, $6, $7, $8, $9) RETURNING ${PUNCH_COLUMNS}`,
      [
        employee.companyId,
        employee.id,
        employee.clockId,
        fields.punchTime,
        fields.workPlaceId,
        fields.positionId,
        fields.jobId,
        fields.taskId,
        fields.reason,
      ],
    )) as PunchRow[];
    const punch = editedPunchOf(row as PunchRow);
    const [event] = await this.events.write(manager, [
      punchRecorded({
        ...punch,
        companyId: employee.companyId,
        source: 'Manual',
        deviceId: null,
        devicePunchId: null,
      }),
    ]);
    return { punch, eventId: event?.id ?? '' };
  }

  /** Null when the time and codes are as they were: nothing is written. */
  async change(
    manager: EntityManager,
    companyId: string,
    before: EditedPunch,
    fields: PunchFields,
  ): Promise<WrittenPunch | null> {
    if (
      before.punchTime.getTime() === fields.punchTime.getTime() &&
      before.workPlaceId === fields.workPlaceId &&
      before.positionId === fields.positionId &&
      before.jobId === fields.jobId &&
      before.taskId === fields.taskId
    ) {
      return null;
    }
    await this.events.interactive(manager);
    const [row] = (await manager.query(
      `WITH changed AS (
         UPDATE "${s}".punches SET punch_time = $2, work_place_id = $3, position_id = $4, job_id = $5, task_id = $6,
                reason = $7, version = version + 1
          WHERE id = $1 RETURNING ${PUNCH_COLUMNS}
       ) SELECT * FROM changed`,
      [before.id, fields.punchTime, fields.workPlaceId, fields.positionId, fields.jobId, fields.taskId, fields.reason],
    )) as PunchRow[];
    const punch = editedPunchOf(row as PunchRow);
    return { punch, eventId: await this.published(manager, companyId, punch, false) };
  }

  async remove(manager: EntityManager, companyId: string, before: EditedPunch, reason: string | null): Promise<string> {
    await this.events.interactive(manager);
    const [row] = (await manager.query(
      `WITH deleted AS (
         UPDATE "${s}".punches SET deleted_at = now(), reason = $2, version = version + 1 WHERE id = $1
         RETURNING ${PUNCH_COLUMNS}
       ) SELECT * FROM deleted`,
      [before.id, reason],
    )) as PunchRow[];
    return this.published(manager, companyId, editedPunchOf(row as PunchRow), true);
  }

  private async published(
    manager: EntityManager,
    companyId: string,
    punch: EditedPunch,
    deleted: boolean,
  ): Promise<string> {
    const [event] = await this.events.write(manager, [
      {
        type: 'time.punch.changed.v1',
        companyId,
        key: punch.employeeId,
        payload: {
          punchId: punch.id,
          employeeId: punch.employeeId,
          clockId: punch.clockId,
          punchTime: punch.punchTime.toISOString(),
          version: punch.version,
          deleted,
          source: punch.source,
          workPlaceId: punch.workPlaceId,
          positionId: punch.positionId,
          jobId: punch.jobId,
          taskId: punch.taskId,
        },
      },
    ]);
    return event?.id ?? '';
  }
}
