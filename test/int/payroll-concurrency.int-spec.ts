// Payroll transfer's write paths at once (issue 13), with the production's five connections a service pool (the int
// tier's one would queue every request): many closes and opens of one period, pay card saves while it closes, and
// Xero exports of it. No 5xx, no lost or doubled rows, one event per change and a digest chain that verifies. A pay
// card save that found the period open could commit after a close had read its totals (into a closed period whose
// digest then failed verify): the save now holds the period's row until it commits, so a close waits for it.
import { jest } from '@jest/globals';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { VerifyAnswer } from '@rollcall/api-client';
import type { DataSource } from 'typeorm';
import { clockStartsAt } from '../support/clock-starts-at.js';
import { dayCalculated, punchAt } from '../support/punch-days.js';
import { calcQuery, recalcSettled } from '../support/recalc-fixture.js';
import { call, createCompany, signIn, type TestCompany, waitFor } from '../support/thin-path-fixture.js';
import {
  connectXero,
  payPeriodFrom,
  startXeroRig,
  XERO_TENANT_ID,
  XERO_WEEKLY_CALENDAR,
  XERO_EXPORT_MODULES,
  type XeroTestRig,
} from '../support/xero-fixture.js';

jest.setTimeout(180_000);

const WEEK = { from: '2026-11-16', to: '2026-11-22' };
const DAYS = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];
const XERO_FIRST0 = '7f2c1a2e-3d4e-4f50-8a6b-7c8d9e0f1a21';
const XERO_FIRST1 = '7f2c1a2e-3d4e-4f50-8a6b-7c8d9e0f1a22';

// Wednesday 25 November 2026 in Auckland: the week of the 16th is last week, its days past
clockStartsAt('2026-11-25T12:00:00+13:00');

describe('payroll transfer under concurrent writes', () => {
  let rig: XeroTestRig;
  let mine: TestCompany;
  let admin: string;
  let periodId: string;
  let paygroupId: string;
  const payType: Record<string, string> = {};

  const close = () => call(rig.app, 'POST', '/payrolltransfer/close', { token: admin, body: { ids: [periodId] } });
  const open = (reason: string) =>
    call(rig.app, 'POST', '/payrolltransfer/open', { token: admin, body: { ids: [periodId], reason } });
  const verify = async () =>
    (await call<VerifyAnswer>(rig.app, 'POST', '/api/payroll-transfers/verify', { token: admin })).body;
  const saveCard = (employeeId: string, day: string, code: string) =>
    call<{ message: string }>(rig.app, 'POST', '/paycard/save', {
      token: admin,
      body: {
        employeeId,
        fromDate: day,
        toDate: day,
        payCardDetailIdIds: [''],
        payTypeIds: [payType[code]],
        units: ['1.5'],
      },
    });
  const cardLines = async () =>
    (
      await calcQuery<{ n: number }>(
        rig.app,
        `SELECT count(*)::int AS n FROM calculation.pay_card_details d
           JOIN calculation.pay_cards c ON c.id = d.pay_card_id
          WHERE c.employee_id = ANY($1::uuid[]) AND c.from_date >= $2 AND c.to_date <= $3`,
        [[mine.employeeId, mine.otherEmployeeId], WEEK.from, WEEK.to],
      )
    )[0]?.n ?? 0;
  /** The period's history and its payroll.period.changed.v1 events, oldest first. */
  const changes = async () => ({
    history: await calcQuery<{ action: string }>(
      rig.app,
      `SELECT action FROM calculation.pay_period_history WHERE pay_period_id = $1 ORDER BY id`,
      [periodId],
    ),
    events: await calcQuery<{ closed: boolean; lines: number | null }>(
      rig.app,
      `SELECT (payload->>'closed')::boolean AS closed, jsonb_array_length(payload->'payCardLines') AS lines
         FROM calculation.outbox WHERE type = 'payroll.period.changed.v1' AND payload->>'payPeriodId' = $1
        ORDER BY seq`,
      [periodId],
    ),
  });
  const isClosed = async () =>
    (
      await calcQuery<{ closed: boolean }>(rig.app, `SELECT closed FROM calculation.pay_periods WHERE id = $1`, [
        periodId,
      ])
    )[0]?.closed;

  beforeAll(async () => {
    rig = await startXeroRig(
      XERO_EXPORT_MODULES,
      {
        tenantId: XERO_TENANT_ID,
        tenantName: 'Concurrent Company (NZ)',
        region: 'NZ',
        minuteLimit: 1000,
        earningsRates: [{ name: 'Ordinary' }],
        payRunCalendars: [XERO_WEEKLY_CALENDAR],
        employees: [
          { employeeID: XERO_FIRST0, firstName: 'First0', lastName: 'Last0' },
          { employeeID: XERO_FIRST1, firstName: 'First1', lastName: 'Last1' },
        ],
      },
      {},
      { config: { dbPoolSize: 5 } },
    );
    mine = await createCompany(rig.app, 'PCC', 9500);
    admin = await signIn(rig.app, mine.adminEmail);
    for (const [clockId, employeeId] of [
      [mine.clockId, mine.employeeId],
      [mine.clockId + 1, mine.otherEmployeeId],
    ] as const) {
      await punchAt(rig.app, mine.deviceToken, clockId, '2026-11-16', '08:00', '12:00');
      await dayCalculated(rig.app, employeeId, '2026-11-16', 2);
    }
    await recalcSettled(rig.app);
    for (const r of await calcQuery<{ code: string; id: string }>(
      rig.app,
      `SELECT code, id FROM calculation.pay_types WHERE company_id = $1 AND code IN ('ORD', 'OT15')`,
      [mine.companyId],
    ))
      payType[r.code] = r.id;
    periodId = await payPeriodFrom(rig.app, admin, WEEK.from);
    const [row] = await calcQuery<{ paygroup_id: string }>(
      rig.app,
      `SELECT paygroup_id FROM calculation.pay_periods WHERE id = $1`,
      [periodId],
    );
    paygroupId = row?.paygroup_id ?? '';
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('many closes and opens at once: each change once, in turn, with its event and a chain that verifies', async () => {
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? close() : open(`trial ${round}.${i}`))),
      );
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    }
    if (!(await isClosed())) expect((await close()).status).toBe(200);

    const { history, events } = await changes();
    // every recorded change changed the state: never two closes or two opens in a row
    history.forEach((h, i) => expect(h.action).toBe(i % 2 === 0 ? 'close' : 'open'));
    expect(history.at(-1)?.action).toBe('close');
    expect(events.map((e) => (e.closed ? 'close' : 'open'))).toEqual(history.map((h) => h.action));
    const closes = await calcQuery<{ digest: string; previous_digest: string; totals: unknown; reopened: boolean }>(
      rig.app,
      `SELECT digest, previous_digest, totals, reopened_at IS NOT NULL AS reopened
         FROM calculation.pay_period_closes WHERE paygroup_id = $1 ORDER BY id`,
      [paygroupId],
    );
    expect(closes).toHaveLength(history.filter((h) => h.action === 'close').length);
    closes.forEach((c, i) => {
      if (i > 0) expect(c.previous_digest).toBe(closes[i - 1]?.digest);
      expect(c.totals).toEqual(closes[0]?.totals);
      expect(c.reopened).toBe(i < closes.length - 1);
    });
    expect(await verify()).toEqual({ closes: closes.length, closedPeriods: 1, problems: [] });
  });

  it('pay card saves while it closes: each saved line counted by the close or refused with nothing written', async () => {
    for (const [round, code] of [
      [0, 'ORD'],
      [1, 'OT15'],
    ] as const) {
      expect((await open(`cards ${round}`)).status).toBe(200);
      const linesBefore = await cardLines();
      const saves = DAYS.flatMap((day) => [
        saveCard(mine.employeeId, day, code),
        saveCard(mine.otherEmployeeId, day, code),
      ]);
      const closing = close();
      const answers = await Promise.all(saves);
      expect((await closing).status).toBe(200);
      for (const a of answers) {
        if (a.status !== 200) expect([a.status, a.body.message]).toEqual([409, 'periodClosed']);
      }
      const saved = answers.filter((a) => a.status === 200).length;
      expect(await cardLines()).toBe(linesBefore + saved);
      // the close's event names every line saved (saves after it were refused), and its digest still holds
      const { events } = await changes();
      expect(events.at(-1)).toEqual({ closed: true, lines: linesBefore + saved });
      expect((await verify()).problems).toEqual([]);
    }
  });

  it('a save that comes while a close is under way waits for it, and is then refused', async () => {
    expect((await open('the waiting save')).status).toBe(200);
    const calculation = rig.app.app.get<DataSource>(getDataSourceToken('calculation'), { strict: false });
    const waiting = (like: string) =>
      calcQuery<{ n: number }>(
        rig.app,
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE $1`,
        [like],
      ).then((r) => (r[0]?.n ?? 0) > 0);
    const until = async (what: string, check: () => Promise<boolean>) => {
      const deadline = Date.now() + 30_000;
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error(`not seen: ${what}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    // the pay group's chain lock, held here: the close reads the totals, then waits for it
    const holder = calculation.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    try {
      await holder.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`pay-period-chain:${paygroupId}`]);
      const closing = close();
      await until('the close waiting for the chain', () => waiting('%pg_advisory_xact_lock%'));
      let answered = false;
      const saving = saveCard(mine.employeeId, '2026-11-18', 'ORD').finally(() => {
        answered = true;
      });
      // the save waits for the close's lock on the period instead of writing beside it
      await until('the save waiting for the period', async () => answered || (await waiting('%FOR SHARE OF p%')));
      expect(answered).toBe(false);
      await holder.commitTransaction();
      expect((await closing).status).toBe(200);
      const refused = await saving;
      expect([refused.status, refused.body.message]).toEqual([409, 'periodClosed']);
    } finally {
      if (holder.isTransactionActive) await holder.rollbackTransaction();
      await holder.release();
    }
    expect((await verify()).problems).toEqual([]);
  });

  it('Xero exports at once: one runs, the others are refused, and Xero holds one timesheet per employee', async () => {
    await connectXero(rig.app, admin);
    expect((await call(rig.app, 'POST', '/payrolltransfer/syncXeroData', { token: admin })).status).toBe(200);
    await waitFor(rig.app, async (ds) => {
      const rows = (await ds.query(
        `SELECT count(*)::int AS n FROM integrations.org_employees WHERE id = ANY($1::uuid[]) AND xero_guid IS NOT NULL`,
        [[mine.employeeId, mine.otherEmployeeId]],
      )) as { n: number }[];
      return rows[0]?.n === 2;
    });
    // the close reached integrations (the export answers "not closed" until then)
    await waitFor(rig.app, async (ds) => {
      const rows = (await ds.query(`SELECT closed FROM integrations.pay_periods WHERE id = $1`, [periodId])) as {
        closed: boolean;
      }[];
      return rows[0]?.closed === true;
    });
    const exportOnce = () =>
      call<{ sent: number; message: string }>(rig.app, 'POST', '/payrolltransfer/xeroApiPay', {
        token: admin,
        body: { payrollTransferIds: [periodId] },
      });
    const timesheets = async () =>
      ((await rig.xero.state()).tenants.find((t) => t.tenantId === XERO_TENANT_ID)?.timesheets ?? []).filter(
        (t) => t.startDate === WEEK.from,
      );
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(Array.from({ length: 6 }, () => exportOnce()));
      for (const a of answers) {
        if (a.status !== 200) expect([a.status, a.body.message]).toEqual([409, 'exportRunning']);
      }
      expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
      expect(answers.filter((a) => a.status === 200).every((a) => a.body.sent === 2)).toBe(true);
      expect((await timesheets()).map((t) => t.employeeID).sort()).toEqual([XERO_FIRST0, XERO_FIRST1]);
    }
  });
});
