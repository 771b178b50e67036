import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { punchesOfPairId, punchPairId, type PunchPairPunches } from '@rollcall/contracts';
import { type Actor, assertAllowed, ChangeHistory, refusal, type SqlRunner } from '@rollcall/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { TIME_CAPTURE } from '../time-capture.constants.js';
import { PUNCH_EDIT_ANSWERS, type PunchPairAnswer, type PunchPairSaveAnswer } from './punch-edit.answers.js';
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
import { localDateOf, localInstant, localTimeOf, pairSnapshot } from './punch-edit-rules.js';
import type { PunchPairSaveRequest } from './single-punch.request.js';
import { codesFrom } from './single-punches.service.js';
import { PunchWriter } from './punch-writer.js';

/** A pair's punches as stored: its in punch, its out punch (either may be missing) and whose they are. */
interface StoredPair {
  employee: EditedEmployee;
  in: EditedPunch | null;
  out: EditedPunch | null;
}

/**
 * Punch pairs (spec 001 §7): calculation pairs the punches, time capture owns them, so a pair is read and edited
 * here through its punches, named by the pair's id. Editing a pair changes its punches' times and codes, and adds the
 * punch-out row when it has no out punch; each punch edit publishes time.punch.changed.v1 (the added one
 * time.punch.recorded.v1), which calculation applies and recalculates the days around.
 */
@Injectable()
export class PunchPairsService {
  constructor(
    @InjectDataSource(TIME_CAPTURE) private readonly dataSource: DataSource,
    private readonly writer: PunchWriter,
    private readonly history: ChangeHistory,
  ) {}

  async get(actor: Actor, id: string): Promise<PunchPairAnswer> {
    const pair = await this.pairOf(this.dataSource, actor, id);
    return pairAnswer(pair);
  }

  /**
   * Sets the pair's In and Out (local dates and times) and codes; Out on a pair without an out punch adds it.
   * Refused, with nothing written, when Out is not after In, in a closed pay period (before or after), at the same
   * sign time as another punch, or with codes the company does not have.
   */
  save(actor: Actor, id: string, body: PunchPairSaveRequest): Promise<PunchPairSaveAnswer> {
    assertAllowed(actor, 'punch', 'update');
    return this.dataSource.transaction(async (manager) => {
      const pair = await this.pairOf(manager, actor, id, { lock: true });
      const { employee } = pair;
      const inAt = this.inTime(pair, body);
      const outAt = this.outTime(pair, body);
      if (!pair.out && outAt) assertAllowed(actor, 'punch', 'create');
      if (inAt && outAt && outAt.getTime() <= inAt.getTime()) throw refusal(PUNCH_EDIT_ANSWERS, 'outBeforeIn');
      const kept = pair.in ?? pair.out;
      const codes = codesFrom(body, kept);
      await assertCodes(manager, employee.companyId, codes, kept);
      const instants = [pair.in?.punchTime, pair.out?.punchTime, inAt, outAt].filter((t): t is Date => !!t);
      await assertOpenDates(
        manager,
        employee,
        instants.map((t) => localDateOf(t, employee.zone)),
      );
      await assertNoSameSignTime(
        manager,
        employee,
        [inAt, outAt].filter((t): t is Date => !!t),
        [pair.in?.id, pair.out?.id].filter((p): p is string => !!p),
      );
      const reason = body.reason ?? null;
      const eventIds: string[] = [];
      const write = async (before: EditedPunch | null, at: Date | null): Promise<EditedPunch | null> => {
        if (!at) return before;
        if (!before) {
          if (employee.clockId === null) throw refusal(PUNCH_EDIT_ANSWERS, 'noClockId');
          const added = await this.writer.add(
            manager,
            { ...employee, clockId: employee.clockId },
            {
              punchTime: at,
              reason,
              ...codes,
            },
          );
          eventIds.push(added.eventId);
          return added.punch;
        }
        const changed = await this.writer.change(manager, employee.companyId, before, {
          punchTime: at,
          reason,
          ...codes,
        });
        if (changed) eventIds.push(changed.eventId);
        return changed?.punch ?? before;
      };
      const after = { employee, in: await write(pair.in, inAt), out: await write(pair.out, outAt) };
      const afterId = punchPairId({ inPunchId: after.in?.id ?? null, outPunchId: after.out?.id ?? null });
      if (eventIds.length > 0) eventIds.push(...(await this.recordPair(manager, actor, pair, after, afterId, reason)));
      return { result: true, errorMessage: null, id: afterId, eventIds };
    });
  }

  /** The new In, required when the pair has an in punch; a pair without one takes none. */
  private inTime(pair: StoredPair, body: PunchPairSaveRequest): Date | null {
    if (!pair.in) {
      if (body.inTime || body.inDay) throw refusal(PUNCH_EDIT_ANSWERS, 'noInPunch');
      return null;
    }
    if (!body.inTime || !body.inDay) throw refusal(PUNCH_EDIT_ANSWERS, 'inTimeRequired');
    return localInstant(body.inDay, body.inTime, pair.employee.zone) ?? refuseSkipped();
  }

  /** The new Out, required when the pair has an out punch; optional (the punch-out row) when it has none. */
  private outTime(pair: StoredPair, body: PunchPairSaveRequest): Date | null {
    const given = Boolean(body.outTime) || Boolean(body.outDay);
    if (!pair.out && !given) return null;
    if (!body.outTime || !body.outDay) throw refusal(PUNCH_EDIT_ANSWERS, 'outTimeRequired');
    return localInstant(body.outDay, body.outTime, pair.employee.zone) ?? refuseSkipped();
  }

  /**
   * The pair's punches, refused (noPunchPair, 404) when the id names no pair: not punch ids, a punch missing,
   * deleted, another company's, or two employees'. With `lock`, the employee's punches are locked for the edit and
   * the pair's rows taken FOR UPDATE.
   */
  private async pairOf(
    runner: SqlRunner,
    actor: Actor,
    id: string,
    options: { lock?: boolean } = {},
  ): Promise<StoredPair> {
    const ids = punchesOfPairId(id);
    if (!ids) throw refusal(PUNCH_EDIT_ANSWERS, 'noPunchPair');
    const wanted = [ids.inPunchId, ids.outPunchId].filter((p): p is string => p !== null);
    let punches = await punchesByIds(runner, actor.companyId, wanted);
    const owner = punches.get(wanted[0] as string)?.employeeId;
    if (!owner || punches.size !== wanted.length || [...punches.values()].some((p) => p.employeeId !== owner)) {
      throw refusal(PUNCH_EDIT_ANSWERS, 'noPunchPair');
    }
    const employee = await employeeInScope(runner, actor, owner);
    if (options.lock) {
      await lockPunchesOf(runner as EntityManager, employee.id);
      punches = await punchesByIds(runner, actor.companyId, wanted, { forUpdate: true });
      if (punches.size !== wanted.length) throw refusal(PUNCH_EDIT_ANSWERS, 'noPunchPair');
    }
    return pairOfPunches(employee, punches, ids);
  }

  private async recordPair(
    manager: EntityManager,
    actor: Actor,
    before: StoredPair,
    after: StoredPair,
    afterId: string,
    reason: string | null,
  ): Promise<string[]> {
    const { employee } = before;
    const codesOf = (pair: StoredPair): PunchCodes => (pair.in ?? pair.out) as PunchCodes;
    const [beforeNames, afterNames] = await codeNames(manager, employee.companyId, [codesOf(before), codesOf(after)]);
    const times = (pair: StoredPair) => ({ in: pair.in?.punchTime ?? null, out: pair.out?.punchTime ?? null });
    const punches = [before.in, before.out, after.in, after.out].filter((p): p is EditedPunch => p !== null);
    const recorded = await this.history.record(manager, actor, [
      {
        entity: 'punchPair',
        entityId: afterId,
        relatedIds: [...new Set(punches.map((p) => p.id))],
        employeeId: employee.id,
        dates: punches.map((p) => localDateOf(p.punchTime, employee.zone)),
        before: pairSnapshot(times(before), employee.zone, beforeNames as NonNullable<typeof beforeNames>),
        after: pairSnapshot(times(after), employee.zone, afterNames as NonNullable<typeof afterNames>),
        reason,
      },
    ]);
    return recorded.map((r) => r.eventId);
  }
}

function refuseSkipped(): never {
  throw refusal(PUNCH_EDIT_ANSWERS, 'timeSkipped');
}

function pairOfPunches(employee: EditedEmployee, punches: Map<string, EditedPunch>, ids: PunchPairPunches): StoredPair {
  return {
    employee,
    in: ids.inPunchId ? (punches.get(ids.inPunchId) ?? null) : null,
    out: ids.outPunchId ? (punches.get(ids.outPunchId) ?? null) : null,
  };
}

function pairAnswer(pair: StoredPair): PunchPairAnswer {
  const { employee } = pair;
  const codes = (pair.in ?? pair.out) as EditedPunch;
  const day = (p: EditedPunch | null) => (p ? localDateOf(p.punchTime, employee.zone) : null);
  const time = (p: EditedPunch | null) => (p ? localTimeOf(p.punchTime, employee.zone) : null);
  const type = (p: EditedPunch | null) => (p ? (p.source === 'AutoPair' ? 'AutoPair' : 'Man') : null);
  return {
    id: punchPairId({ inPunchId: pair.in?.id ?? null, outPunchId: pair.out?.id ?? null }),
    employeeId: employee.id,
    timeZone: employee.zone,
    inPunchId: pair.in?.id ?? null,
    outPunchId: pair.out?.id ?? null,
    ptimeIn: pair.in?.punchTime.toISOString() ?? null,
    ptimeOut: pair.out?.punchTime.toISOString() ?? null,
    inDay: day(pair.in),
    inTime: time(pair.in),
    outDay: day(pair.out),
    outTime: time(pair.out),
    inPunchType: type(pair.in),
    outPunchType: type(pair.out),
    inNote: pair.in?.reason ?? null,
    outNote: pair.out?.reason ?? null,
    siteId: codes.workPlaceId,
    positionId: codes.positionId,
    jobId: codes.jobId,
    taskId: codes.taskId,
  };
}
