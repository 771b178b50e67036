import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Actor, assertAllowed, ChangeHistory, refusal } from '@rollcall/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { TIME_CAPTURE } from '../time-capture.constants.js';
import {
  PUNCH_EDIT_ANSWERS,
  type PunchAnswer,
  type PunchSaveAnswer,
  type PunchWriteAnswer,
} from './punch-edit.answers.js';
import {
  assertCodes,
  assertNoSameSignTime,
  assertOpenDates,
  codeNames,
  type EditedEmployee,
  type EditedPunch,
  employeeInScope,
  lockPunchesOf,
  punchesByIds,
  type PunchCodes,
} from './punch-edit-store.js';
import { localDateOf, localInstant, localTimeOf, punchSnapshot } from './punch-edit-rules.js';
import { type PunchFields, PunchWriter } from './punch-writer.js';
import type { DeleteSinglePunchRequest, SaveSinglePunchRequest } from './single-punch.request.js';

/** The timesheet's Modify Punch, New Punch and delete (spec 001 §7), and a punch by id. */
@Injectable()
export class SinglePunchesService {
  constructor(
    @InjectDataSource(TIME_CAPTURE) private readonly dataSource: DataSource,
    private readonly writer: PunchWriter,
    private readonly history: ChangeHistory,
  ) {}

  async get(actor: Actor, id: string): Promise<PunchAnswer> {
    const punch = (await punchesByIds(this.dataSource, actor.companyId, [id])).get(id);
    if (!punch) throw refusal(PUNCH_EDIT_ANSWERS, 'noPunch');
    const employee = await employeeInScope(this.dataSource, actor, punch.employeeId);
    return punchAnswer(punch, employee.zone);
  }

  /**
   * Adds a punch, or changes one's time and codes: the time is the day and time in the employee's zone. Refused,
   * with nothing written, in a closed pay period (before or after), at the same sign time as another punch, or
   * with codes the company does not have.
   */
  save(actor: Actor, body: SaveSinglePunchRequest): Promise<PunchSaveAnswer> {
    assertAllowed(actor, 'punch', body.id ? 'update' : 'create');
    return this.dataSource.transaction(async (manager) => {
      const employee = await this.editable(manager, actor, body.employeeId);
      const before = body.id ? await this.punchOf(manager, employee, body.id) : null;
      const punchTime = localInstant(body.day, body.punchTime, employee.zone);
      if (!punchTime) throw refusal(PUNCH_EDIT_ANSWERS, 'timeSkipped');
      const fields: PunchFields = { punchTime, reason: body.reason ?? null, ...codesFrom(body, before) };
      await assertCodes(manager, employee.companyId, fields, before);
      await assertOpenDates(manager, employee, [
        ...(before ? [localDateOf(before.punchTime, employee.zone)] : []),
        localDateOf(punchTime, employee.zone),
      ]);
      await assertNoSameSignTime(manager, employee, [punchTime], before ? [before.id] : []);
      if (!before) {
        if (employee.clockId === null) throw refusal(PUNCH_EDIT_ANSWERS, 'noClockId');
        const added = await this.writer.add(manager, { ...employee, clockId: employee.clockId }, fields);
        const history = await this.recordPunch(manager, actor, employee, null, added.punch, fields.reason);
        return saved(added.punch, [added.eventId, ...history]);
      }
      const changed = await this.writer.change(manager, employee.companyId, before, fields);
      if (!changed) return saved(before, []);
      const history = await this.recordPunch(manager, actor, employee, before, changed.punch, fields.reason);
      return saved(changed.punch, [changed.eventId, ...history]);
    });
  }

  /** Deletes a punch (softly); an auto-paired out punch cannot be, nor one in a closed pay period. */
  delete(actor: Actor, body: DeleteSinglePunchRequest): Promise<PunchWriteAnswer> {
    assertAllowed(actor, 'punch', 'delete');
    return this.dataSource.transaction(async (manager) => {
      const employee = await this.editable(manager, actor, body.employeeId);
      const punch = await this.punchOf(manager, employee, body.punchId);
      if (punch.source === 'AutoPair') throw refusal(PUNCH_EDIT_ANSWERS, 'autoPaired');
      await assertOpenDates(manager, employee, [localDateOf(punch.punchTime, employee.zone)]);
      const eventId = await this.writer.remove(manager, employee.companyId, punch, body.reason ?? null);
      const history = await this.recordPunch(manager, actor, employee, punch, null, body.reason ?? null);
      return { message: 'success', eventIds: [eventId, ...history] };
    });
  }

  /** The employee, in the caller's reach, with their punches locked for this edit. */
  private async editable(manager: EntityManager, actor: Actor, employeeId: string): Promise<EditedEmployee> {
    const employee = await employeeInScope(manager, actor, employeeId);
    await lockPunchesOf(manager, employee.id);
    return employee;
  }

  /** The employee's punch of this id (noPunch when it is none, deleted, or someone else's). */
  private async punchOf(manager: EntityManager, employee: EditedEmployee, id: string): Promise<EditedPunch> {
    const punch = (await punchesByIds(manager, employee.companyId, [id], { forUpdate: true })).get(id);
    if (!punch || punch.employeeId !== employee.id) throw refusal(PUNCH_EDIT_ANSWERS, 'noPunch');
    return punch;
  }

  private async recordPunch(
    manager: EntityManager,
    actor: Actor,
    employee: EditedEmployee,
    before: EditedPunch | null,
    after: EditedPunch | null,
    reason: string | null,
  ): Promise<string[]> {
    const punches = [before, after].filter((p): p is EditedPunch => p !== null);
    const names = await codeNames(manager, employee.companyId, punches);
    const snapshot = (p: EditedPunch | null) =>
      p ? punchSnapshot(p.punchTime, employee.zone, names[punches.indexOf(p)] as (typeof names)[number]) : null;
    const recorded = await this.history.record(manager, actor, [
      {
        entity: 'punch',
        entityId: (after ?? before)?.id ?? '',
        employeeId: employee.id,
        dates: punches.map((p) => localDateOf(p.punchTime, employee.zone)),
        before: snapshot(before),
        after: snapshot(after),
        reason,
      },
    ]);
    return recorded.map((r) => r.eventId);
  }
}

/** The codes of the form; a code the request leaves out keeps the punch's (none for a new punch). */
export function codesFrom(body: Partial<PunchCodes>, kept: PunchCodes | null): PunchCodes {
  const pick = (key: keyof PunchCodes) => (body[key] === undefined ? (kept?.[key] ?? null) : body[key]);
  return {
    workPlaceId: pick('workPlaceId'),
    positionId: pick('positionId'),
    jobId: pick('jobId'),
    taskId: pick('taskId'),
  };
}

function saved(punch: EditedPunch, eventIds: string[]): PunchSaveAnswer {
  return { message: 'success', punchId: punch.id, punchTime: punch.punchTime.toISOString(), eventIds };
}

export function punchAnswer(punch: EditedPunch, zone: string): PunchAnswer {
  return {
    id: punch.id,
    employeeId: punch.employeeId,
    punchTime: punch.punchTime.toISOString(),
    day: localDateOf(punch.punchTime, zone),
    time: localTimeOf(punch.punchTime, zone),
    timeZone: zone,
    reason: punch.reason,
    source: punch.source,
    punchType: punch.source === 'AutoPair' ? 'AutoPair' : 'Man',
    punchLocation: punch.latitude !== null && punch.longitude !== null ? `${punch.latitude},${punch.longitude}` : null,
    version: punch.version,
    workPlaceId: punch.workPlaceId,
    positionId: punch.positionId,
    jobId: punch.jobId,
    taskId: punch.taskId,
  };
}
