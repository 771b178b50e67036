import { BadRequestException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventWriter } from '@rollcall/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { punchRecorded } from '../punches/punch-events.js';
import { type StoredPunch, storedPunchOf, type StoredPunchRow } from '../punches/stored-punch.js';
import { TIME_CAPTURE } from '../time-capture.constants.js';
import type { KioskPunchAnswer } from './kiosk-punch.answer.js';
import type { KioskPunchRequest } from './kiosk-punch.request.js';

const s = TIME_CAPTURE;
const MAX_FUTURE_MS = 24 * 60 * 60 * 1000;

/** One kiosk punch as sent: the device token it came with and its body. */
export interface KioskPunchSubmission {
  deviceToken: string;
  request: KioskPunchRequest;
}

export interface RecordedKioskPunch {
  answer: KioskPunchAnswer;
  /** false for a replay: the punch was stored by an earlier call */
  created: boolean;
}

/** What became of one punch of a batch: recorded, or refused for itself alone. */
export type KioskPunchOutcome = { ok: true; value: RecordedKioskPunch } | { ok: false; error: Error };

/** The checks that need no database, made before a punch joins a batch. */
export function checkPunchTime(request: KioskPunchRequest, now: Date): void {
  const punchTime = new Date(request.punchTime);
  if (Number.isNaN(punchTime.getTime())) throw new BadRequestException('punchTime must be an ISO-8601 instant');
  if (punchTime.getTime() - now.getTime() > MAX_FUTURE_MS) {
    throw new BadRequestException('punchTime cannot be more than 24 hours in the future');
  }
}

/** A submission of a batch, with its company once known. */
interface Item {
  submission: KioskPunchSubmission;
  companyId: string | null;
  /** company, device and device punch id: what makes a punch the same punch */
  key: string;
}

/**
 * Stores kiosk punches a batch at a time: one transaction and a fixed number of statements whatever the batch's
 * size, so a fleet of kiosks sending at once costs the database little more than one kiosk. A punch is stored once
 * per device punch id: a replay, in the batch or of an earlier call, answers with the punch first stored and
 * writes nothing. The punches and their events commit together.
 */
@Injectable()
export class KioskPunchesService {
  constructor(
    @InjectDataSource(TIME_CAPTURE) private readonly dataSource: DataSource,
    private readonly events: EventWriter,
  ) {}

  recordBatch(submissions: readonly KioskPunchSubmission[]): Promise<KioskPunchOutcome[]> {
    return this.dataSource.transaction((manager) => this.recordIn(manager, submissions));
  }

  private async recordIn(
    manager: EntityManager,
    submissions: readonly KioskPunchSubmission[],
  ): Promise<KioskPunchOutcome[]> {
    const companies = await this.companiesByToken(
      manager,
      submissions.map((p) => p.deviceToken),
    );
    const items: Item[] = submissions.map((submission) => {
      const companyId = companies.get(submission.deviceToken) ?? null;
      const { deviceId, devicePunchId } = submission.request;
      return { submission, companyId, key: `${companyId}|${deviceId}|${devicePunchId}` };
    });
    // the first submission of a punch stands for it; the others are its replays
    const firsts = new Map<string, Item>();
    for (const item of items) if (item.companyId && !firsts.has(item.key)) firsts.set(item.key, item);
    const candidates = [...firsts.values()];

    const earlier = await this.storedPunches(manager, candidates);
    const fresh = candidates.filter((item) => !earlier.has(item.key));
    const employees = await this.employeesByClockId(manager, fresh);
    const employeeOf = (item: Item) => employees.get(`${item.companyId}|${item.submission.request.clockId}`);
    const inserted = await this.insert(
      manager,
      fresh.flatMap((item) => {
        const employeeId = employeeOf(item);
        return employeeId ? [{ item, employeeId }] : [];
      }),
    );
    await this.events.write(manager, [...inserted.values()].map(punchRecorded));
    // a punch another process stored between the look-up and the insert answers as a replay of that one
    const raced = fresh.filter((item) => employeeOf(item) && !inserted.has(item.key));
    const others = raced.length ? await this.storedPunches(manager, raced) : new Map<string, StoredPunch>();

    const answered = new Set<string>();
    return items.map((item): KioskPunchOutcome => {
      const { request } = item.submission;
      if (!item.companyId) return { ok: false, error: new UnauthorizedException('The device token is not valid.') };
      const mine = inserted.get(item.key);
      const first = !answered.has(item.key);
      answered.add(item.key);
      if (mine) return { ok: true, value: { answer: answerOf(mine, !first), created: first } };
      const stored = earlier.get(item.key) ?? others.get(item.key);
      if (stored) return { ok: true, value: { answer: answerOf(stored, true), created: false } };
      return {
        ok: false,
        error: new NotFoundException({
          message: 'employeeNotFound',
          detail: `No employee has clock id ${request.clockId}.`,
        }),
      };
    });
  }

  private async companiesByToken(manager: EntityManager, tokens: readonly string[]): Promise<Map<string, string>> {
    const rows = (await manager.query(
      `SELECT id, device_token FROM "${s}".known_companies WHERE device_token = ANY($1::text[])`,
      [[...new Set(tokens)]],
    )) as { id: string; device_token: string }[];
    return new Map(rows.map((c) => [c.device_token, c.id]));
  }

  /** The punches already stored under the items' device punch ids, by item key. */
  private async storedPunches(manager: EntityManager, items: readonly Item[]): Promise<Map<string, StoredPunch>> {
    if (items.length === 0) return new Map();
    const rows = (await manager.query(
      `SELECT p.* FROM unnest($1::uuid[], $2::text[], $3::text[]) AS k(company_id, device_id, device_punch_id)
         JOIN "${s}".punches p ON p.company_id = k.company_id AND p.device_id = k.device_id
                              AND p.device_punch_id = k.device_punch_id`,
      [
        items.map((i) => i.companyId),
        items.map((i) => i.submission.request.deviceId),
        items.map((i) => i.submission.request.devicePunchId),
      ],
    )) as StoredPunchRow[];
    return new Map(rows.map((r) => [`${r.company_id}|${r.device_id}|${r.device_punch_id}`, storedPunchOf(r)]));
  }

  /** Employee ids by `company|clock id`, for the clock ids of the items. */
  private async employeesByClockId(manager: EntityManager, items: readonly Item[]): Promise<Map<string, string>> {
    if (items.length === 0) return new Map();
    const rows = (await manager.query(
      `SELECT DISTINCT ON (e.company_id, e.clock_id) e.company_id, e.clock_id, e.id
         FROM unnest($1::uuid[], $2::int[]) AS k(company_id, clock_id)
         JOIN "${s}".known_employees e ON e.company_id = k.company_id AND e.clock_id = k.clock_id
        ORDER BY e.company_id, e.clock_id, e.id`,
      [items.map((i) => i.companyId), items.map((i) => i.submission.request.clockId)],
    )) as { company_id: string; clock_id: number; id: string }[];
    return new Map(rows.map((r) => [`${r.company_id}|${r.clock_id}`, r.id]));
  }

  /** Inserts the punches in one statement; answers those it stored, by item key (a unique conflict stores none). */
  private async insert(
    manager: EntityManager,
    rows: readonly { item: Item; employeeId: string }[],
  ): Promise<Map<string, StoredPunch>> {
    if (rows.length === 0) return new Map();
    const column = <T>(pick: (request: KioskPunchRequest) => T) => rows.map((r) => pick(r.item.submission.request));
    const inserted = (await manager.query(
      `INSERT INTO "${s}".punches (company_id, employee_id, clock_id, punch_time, source, device_id, device_punch_id,
                                   work_place_id, position_id, job_id, task_id, latitude, longitude)
       SELECT c, e, n, t, 'Kiosk', d, p, w, pos, j, tk, lat, lon
         FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::timestamptz[], $5::text[], $6::text[], $7::text[],
                     $8::text[], $9::text[], $10::text[], $11::float8[], $12::float8[])
           AS u(c, e, n, t, d, p, w, pos, j, tk, lat, lon)
       ON CONFLICT (company_id, device_id, device_punch_id) WHERE device_punch_id IS NOT NULL DO NOTHING
       RETURNING *`,
      [
        rows.map((r) => r.item.companyId),
        rows.map((r) => r.employeeId),
        column((q) => q.clockId),
        column((q) => new Date(q.punchTime)),
        column((q) => q.deviceId),
        column((q) => q.devicePunchId),
        column((q) => q.workPlaceId ?? null),
        column((q) => q.positionId ?? null),
        column((q) => q.jobId ?? null),
        column((q) => q.taskId ?? null),
        column((q) => q.latitude ?? null),
        column((q) => q.longitude ?? null),
      ],
    )) as StoredPunchRow[];
    return new Map(inserted.map((r) => [`${r.company_id}|${r.device_id}|${r.device_punch_id}`, storedPunchOf(r)]));
  }
}

function answerOf(punch: StoredPunch, duplicate: boolean): KioskPunchAnswer {
  return {
    message: 'success',
    punchId: punch.id,
    employeeId: punch.employeeId,
    punchTime: punch.punchTime.toISOString(),
    duplicate,
  };
}
