// Distributed mode over a real Kafka broker: a punch edited through the gateway goes time capture → Kafka
// (time.punch.changed.v1, time.punch.recorded.v1 for an added punch) → calculation, and the day changes; its
// history (audit.change.recorded.v1) reaches the timesheet; a dashboard's live stream, opened at the gateway,
// receives the punch status the edit leaves and the recalculated day; and a pay period closed in calculation
// reaches time capture (payroll.period.changed.v1), which then refuses every punch write there.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ServerEvent } from '@rollcall/api-client';
import { DateTime } from 'luxon';
import { adminToken, type FlowRun, type FlowSystem } from '../support/flow-system.js';
import { type DaysCalculatedEvent, namesPunch, openLiveStream, type PunchStatusEvent } from '../support/live-stream.js';

const ZONE = 'Pacific/Auckland';
const CLOCK_ID = 4242;
/** a past week no other flow suite writes in (a kiosk refuses punches more than 24 hours ahead) */
const MONDAY = '2026-03-02';
const TUESDAY = '2026-03-03';

interface Pair {
  id: string;
  inPunchId: string | null;
  outPunchId: string | null;
  localIn: string | null;
  localOut: string | null;
  worktime: number;
}

interface Period {
  payrollTransferId: string | null;
  recalculating: number;
  awaitingEvents: number;
  timeSheets: { day: string; workShifts: { punchPairs: Pair[] }[]; unScheduledPairs: Pair[] }[];
  totals: { code: string; minutes?: number }[];
}

let running: () => FlowRun;
let flow: FlowSystem;

/** Registers the test, run on the system `run` hands it (distributed.flow-spec.ts). */
export function punchEditsOverKafka(run: () => FlowRun): void {
  running = run;
  describe('punch edits over Kafka', punchEditTests);
}

function punchEditTests(): void {
  let token = '';
  const pairsOn = (period: Period, day: string) =>
    period.timeSheets
      .filter((d) => d.day === day)
      .flatMap((d) => [...d.workShifts.flatMap((s) => s.punchPairs), ...d.unScheduledPairs]);
  const records = (day: string, awaiting: string[] = []) =>
    flow.call<Period>(
      'GET',
      `/api/timesheet/getPunchRecords?employeeId=${flow.seeded.employeeId}&fromT=${day}&endT=${day}${
        awaiting.length ? `&awaiting=${awaiting.join(',')}` : ''
      }`,
      { token },
    );
  /** The day once the edit's events are in and recalculated, as the console waits for it. */
  const settled = (day: string, eventIds: string[]) =>
    flow.eventually(`${day} recalculated after the edit`, async () => {
      const answer = await records(day, eventIds);
      expect([answer.status, answer.body.awaitingEvents, answer.body.recalculating]).toEqual([200, 0, 0]);
      return answer.body;
    });

  beforeAll(async () => {
    flow = running().flow;
    token = await adminToken(running());
  });

  it('adds a forgotten out punch through the gateway: the day is paid and its history shows the change', async () => {
    const at = DateTime.fromISO(`${MONDAY}T08:00`, { zone: ZONE }).toUTC().toISO() ?? '';
    const kiosk = await flow.call<{ punchId: string }>('POST', '/api/kiosk-punches', {
      headers: { 'x-device-token': flow.seeded.deviceToken },
      body: { deviceId: 'flow-edit-kiosk', devicePunchId: 'edit-in', clockId: CLOCK_ID, punchTime: at },
    });
    expect(kiosk.status).toBe(201);
    const lone = await flow.eventually('the lone in punch is on Monday', async () => {
      const [pair] = pairsOn((await records(MONDAY)).body, MONDAY);
      expect(pair).toMatchObject({ inPunchId: kiosk.body.punchId, outPunchId: null });
      return pair as Pair;
    });

    const saved = await flow.call<{ id: string; eventIds: string[] }>('PUT', `/punch-pairs/${lone.id}`, {
      token,
      body: { inDay: MONDAY, inTime: '08:00', outDay: MONDAY, outTime: '16:30', reason: 'flow: forgot to punch out' },
    });
    expect(saved.status).toBe(200);
    const day = await settled(MONDAY, saved.body.eventIds);
    expect(pairsOn(day, MONDAY)).toEqual([
      expect.objectContaining({ id: saved.body.id, localIn: '08:00', localOut: '16:30', worktime: 510 }),
    ]);

    const history = await flow.call<{ rows: { entity: string; reason: string; after: { out: string } }[] }>(
      'GET',
      `/api/timesheet/history?employeeId=${flow.seeded.employeeId}&day=${MONDAY}`,
      { token },
    );
    expect(history.body.rows).toEqual([
      expect.objectContaining({
        entity: 'punchPair',
        reason: 'flow: forgot to punch out',
        after: expect.objectContaining({ out: `${MONDAY} 16:30` }),
      }),
    ]);

    // Modify Punch, then delete: each reaches calculation
    const outId = pairsOn(day, MONDAY)[0]?.outPunchId ?? '';
    const moved = await flow.call<{ eventIds: string[] }>('POST', '/timesheet/saveSinglePunch', {
      token,
      body: { id: outId, employeeId: flow.seeded.employeeId, day: MONDAY, punchTime: '12:00' },
    });
    expect(moved.status).toBe(200);
    expect(pairsOn(await settled(MONDAY, moved.body.eventIds), MONDAY)).toEqual([
      expect.objectContaining({ localOut: '12:00', worktime: 240 }),
    ]);
    const removed = await flow.call<{ eventIds: string[] }>('POST', '/timesheet/deleteSinglePunch', {
      token,
      body: { punchId: outId, employeeId: flow.seeded.employeeId, day: MONDAY },
    });
    expect(removed.status).toBe(200);
    expect(pairsOn(await settled(MONDAY, removed.body.eventIds), MONDAY)).toEqual([
      expect.objectContaining({ outPunchId: null, worktime: 0 }),
    ]);
    expect(flow.crashes).toEqual([]);
  }, 180_000);

  it('deletes a punch of today through the gateway: the day changes and the dashboard stream gets the new status', async () => {
    const { seeded } = flow;
    const stream = await openLiveStream(flow.system.gatewayUrl, token);
    const statusCall = async () => {
      const polled = await flow.call<{ status: string }>('GET', `/api/punches/status/${seeded.employeeId}`, { token });
      expect(polled.status).toBe(200);
      return polled.body.status;
    };
    const statusOf = (event: ServerEvent) =>
      (JSON.parse(event.data) as PunchStatusEvent).employees.find((x) => x.employeeId === seeded.employeeId);
    /** the days-calculated event naming the employee and `day`, from the `from`-th event of the stream on */
    const dayPushed = (day: string, from: number) =>
      stream.next(
        (e) =>
          stream.events.indexOf(e) >= from &&
          e.event === 'days-calculated' &&
          (JSON.parse(e.data) as DaysCalculatedEvent).employees.some(
            (x) => x.employeeId === seeded.employeeId && x.dates.includes(day),
          ),
        30_000,
      );
    const punchIdsOn = async (day: string, eventIds: string[] = []) =>
      pairsOn(await settled(day, eventIds), day).flatMap((p) => [p.inPunchId, p.outPunchId]);
    try {
      await stream.next((e) => e.event === 'ready', 10_000);
      const at = new Date(Date.now() - 60_000);
      const today = DateTime.fromJSDate(at).setZone(ZONE).toISODate() ?? '';
      const kiosk = await flow.call<{ punchId: string }>('POST', '/api/kiosk-punches', {
        headers: { 'x-device-token': seeded.deviceToken },
        body: {
          deviceId: 'flow-edit-kiosk',
          devicePunchId: `edit-today-${at.getTime()}`,
          clockId: CLOCK_ID,
          punchTime: at.toISOString(),
        },
      });
      expect(kiosk.status).toBe(201);
      const punchId = kiosk.body.punchId;
      const punched = statusOf(await stream.next(namesPunch(punchId), 30_000));
      expect(punched?.status).toBe(await statusCall());
      await dayPushed(today, 0);
      await flow.eventually('the kiosk punch is on today’s timesheet', async () => {
        expect(await punchIdsOn(today)).toContain(punchId);
      });

      // deleted on the timesheet through the gateway: time capture → Kafka → calculation → the gateway's stream
      const from = stream.events.length;
      const removed = await flow.call<{ eventIds: string[] }>('POST', '/timesheet/deleteSinglePunch', {
        token,
        body: { punchId, employeeId: seeded.employeeId, day: today, reason: 'flow: punched by mistake' },
      });
      expect(removed.status).toBe(200);
      const status = statusOf(
        await stream.next(
          (e) => stream.events.indexOf(e) >= from && e.event === 'punch-status' && statusOf(e) !== undefined,
          30_000,
        ),
      );
      // the status the deletion leaves: changed, without the punch, what the status call says
      expect(status?.lastPunch?.id).not.toBe(punchId);
      expect(status?.status).not.toBe(punched?.status);
      expect(status?.status).toBe(await statusCall());
      // the recalculated day is pushed too, and no longer holds the punch
      await dayPushed(today, from);
      expect(await punchIdsOn(today, removed.body.eventIds)).not.toContain(punchId);
    } finally {
      stream.close();
    }
    expect(flow.crashes).toEqual([]);
  }, 120_000);

  it('refuses punch writes in a period closed in calculation, and takes them once it is reopened', async () => {
    const week = await records(TUESDAY);
    const periodId = week.body.payrollTransferId;
    expect(periodId).toBeTruthy();
    const add = (punchTime = '07:30') =>
      flow.call<{ message: string; detail?: string }>('POST', '/timesheet/saveSinglePunch', {
        token,
        body: { employeeId: flow.seeded.employeeId, day: TUESDAY, punchTime },
      });
    expect((await flow.call('POST', `/api/pay-periods/${periodId}/close`, { token, body: {} })).status).toBe(200);
    // until the closing reaches time capture over Kafka a punch may still be taken: count those
    let taken = 0;
    await flow.eventually('time capture refuses the closed week', async () => {
      const refused = await add();
      if (refused.status === 200) taken += 1;
      expect([refused.status, refused.body.message]).toEqual([409, 'periodClosed']);
    });
    const stored = await flow.rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM time_capture.punches
        WHERE employee_id = $1 AND (punch_time AT TIME ZONE 'Pacific/Auckland')::date = $2::date`,
      [flow.seeded.employeeId, TUESDAY],
    );
    // a refused write stored nothing
    expect(stored[0]?.n).toBe(taken);
    expect((await flow.call('POST', `/api/pay-periods/${periodId}/open`, { token, body: {} })).status).toBe(200);
    await flow.eventually('time capture takes punches again', async () => {
      expect((await add('07:45')).status).toBe(200);
    });
  }, 120_000);
}
