import { readFileSync } from 'node:fs';
import path from 'node:path';
import { jest } from '@jest/globals';
import type { CloseAnswer, CloseCheckAnswer, PayrollTransferPage, VerifyAnswer } from '@rollcall/api-client';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { clockStartsAt } from '../support/clock-starts-at.js';
import { signInAs } from '../support/org-fixture.js';
import { FIXED, insertFixedPayrollPeriod, punch } from '../support/payroll-fixture.js';
import { calcQuery, recalcOf, recalcSettled } from '../support/recalc-fixture.js';
import {
  insertCalcEmployees,
  insertCalcPayCard,
  insertCalcPayGroup,
  insertCalcPayPeriod,
  upsertCalcDays,
} from '../support/rows/calculation-rows.js';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, startThinPath, type TestCompany, waitFor } from '../support/thin-path-fixture.js';

jest.setTimeout(120_000);

const EXPECTED = path.resolve(import.meta.dirname, 'expected/payroll-exports');
const TEMPLATES = ['generic', 'ipayroll', 'payglobal', '23', '21', '25'] as const;

/** Aroha's pairs in the fixed period, as a close warns of them (08:00 to 17:00 in Auckland). */
const arohaPair = {
  periodCode: 'W20261109',
  employeeId: FIXED.aroha,
  employeeName: 'Aroha Ngata',
  actualIn: '08:00',
  actualOut: '17:00',
};

// Sunday 22 November 2026 in Auckland: the fixed period (9–15 November) is last week's but one.
clockStartsAt('2026-11-22T12:00:00+13:00');

describe('payroll transfer: the periods table, close and open, exports and the close chain', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let other: TestCompany;
  let admin: string;
  let employee: string;
  let otherAdmin: string;
  let superadmin: string;
  let periodId: string;

  const db = () => ({ query: (sql: string, params?: unknown[]) => calcQuery(testApp, sql, params ?? []) });
  const download = async (pathAndQuery: string, token = admin) => {
    const answer = await fetch(`${testApp.url}${pathAndQuery}`, { headers: { authorization: `Bearer ${token}` } });
    return {
      status: answer.status,
      type: answer.headers.get('content-type'),
      disposition: answer.headers.get('content-disposition'),
      bytes: Buffer.from(await answer.arrayBuffer()),
    };
  };
  const search = (token: string, body: Record<string, unknown>) =>
    call<PayrollTransferPage>(testApp, 'POST', '/payrolltransfer/searchlist', { token, body });
  const setSettings = async (settings: Record<string, unknown>) => {
    const answer = await call(testApp, 'POST', `/api/customers/${company.companyId}`, {
      token: superadmin,
      body: { settings },
    });
    expect(answer.status).toBe(200);
  };
  const historyOf = (id: string) =>
    calcQuery<{ action: string; reason: string | null; user_id: string | null }>(
      testApp,
      `SELECT action, reason, user_id FROM calculation.pay_period_history WHERE pay_period_id = $1 ORDER BY id`,
      [id],
    );

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'PAYA', 7000);
    other = await createCompany(testApp, 'PAYB', 7100);
    admin = await signIn(testApp, company.adminEmail);
    employee = await signIn(testApp, company.employeeEmail);
    otherAdmin = await signIn(testApp, other.adminEmail);
    superadmin = await signInAs(testApp, other.companyId, 'Superadmin', 'super@paya.test');
    await recalcSettled(testApp);
    periodId = await insertFixedPayrollPeriod(db(), company.companyId);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('pages the periods by days, searched and sorted, for payroll viewers of the company only', async () => {
    const recent = await search(admin, { days: 90, pageSize: 100 });
    expect(recent.status).toBe(200);
    const codes = recent.body.rows.map((r) => `${r.paygroupName} ${r.periodCode}`);
    expect(codes).toEqual(expect.arrayContaining(['Weekly W20261116', 'Fixed Weekly W20261109']));
    expect(recent.body.rows[0]?.fromDate).toBe('2026-11-16'); // newest first
    const fixed = recent.body.rows.find((r) => r.id === periodId);
    expect(fixed).toEqual({
      id: periodId,
      periodCode: 'W20261109',
      fromDate: '2026-11-09',
      toDate: '2026-11-15',
      isClosed: false,
      isExported: false,
      paygroupId: FIXED.paygroupId,
      paygroupName: 'Fixed Weekly',
      digest: null,
    });

    // Advance pay periods: this week's and those starting in the next 90 days, made on demand
    const advance = await search(admin, { days: 'advance', search: 'Fixed', sort: 'fromDate', pageSize: 25 });
    expect(advance.body.rows.map((r) => r.fromDate).slice(0, 3)).toEqual(['2026-11-16', '2026-11-23', '2026-11-30']);
    expect(advance.body.rows.every((r) => r.paygroupName === 'Fixed Weekly' && r.toDate >= '2026-11-22')).toBe(true);
    expect(advance.body.total).toBe(14);

    // 3 days back reaches this week's periods only; missing days (or 'all') is every period
    const threeDays = await call<PayrollTransferPage>(testApp, 'GET', '/api/payroll-transfers/search?days=3', {
      token: admin,
    });
    expect(threeDays.body.rows.every((r) => r.toDate >= '2026-11-19')).toBe(true);
    const all = await call<PayrollTransferPage>(testApp, 'GET', '/api/payroll-transfers/search?pageSize=10&page=2', {
      token: admin,
    });
    expect(all.body.total).toBeGreaterThanOrEqual(recent.body.total);
    const bySearch = await search(admin, { search: '09/11/2026' });
    expect(bySearch.body.rows.map((r) => r.id)).toEqual([periodId]);

    expect((await search(admin, { days: 'soon' })).body).toMatchObject({
      message: 'days must be a whole number of days from 0 to 36600, advance or all',
    });
    expect((await search(admin, { sort: 'password' })).status).toBe(400);
    expect((await search(employee, { days: 90 })).status).toBe(403);
    const theirs = await search(otherAdmin, { pageSize: 100 });
    expect(theirs.body.rows.some((r) => r.id === periodId)).toBe(false);
  });

  it('refuses to close while days are queued, warns of unreviewed exceptions and unapproved pairs, and fixes the totals with a chained digest', async () => {
    const { worker } = recalcOf(testApp);
    await worker.pause();
    try {
      await db().query(
        `INSERT INTO calculation.recalc_queue (employee_id, date, company_id) VALUES ($1, '2026-11-12', $2)`,
        [FIXED.mere, company.companyId],
      );
      const check = await call<CloseCheckAnswer>(testApp, 'GET', `/api/payroll-transfers/close-check?ids=${periodId}`, {
        token: admin,
      });
      expect(check.body).toEqual({
        queued: [{ periodCode: 'W20261109', days: 1 }],
        exceptionCount: 1,
        exceptions: [
          {
            periodCode: 'W20261109',
            employeeId: FIXED.aroha,
            employeeName: 'Aroha Ngata',
            date: '2026-11-10',
            type: 'LateArrival',
          },
        ],
        unapprovedPairCount: 2,
        unapprovedPairs: [
          { ...arohaPair, date: '2026-11-09' },
          { ...arohaPair, date: '2026-11-10' },
        ],
      });
      const refused = await call(testApp, 'POST', '/payrolltransfer/close', {
        token: admin,
        body: { ids: [periodId] },
      });
      expect(refused).toMatchObject({
        status: 409,
        body: {
          message: 'recalculating',
          detail:
            'Days of this pay period are still waiting to be recalculated. Close it once the recalculation has finished.',
          periods: [{ periodCode: 'W20261109', days: 1 }],
        },
      });
      expect((await calcQuery(testApp, `SELECT 1 FROM calculation.pay_period_closes`)).length).toBe(0);
      await db().query(`DELETE FROM calculation.recalc_queue WHERE employee_id = $1`, [FIXED.mere]);
    } finally {
      worker.resume();
    }

    expect(
      (await call(testApp, 'POST', '/payrolltransfer/close', { token: employee, body: { ids: [periodId] } })).status,
    ).toBe(403);
    expect(
      (await call(testApp, 'POST', '/payrolltransfer/close', { token: otherAdmin, body: { ids: [periodId] } })).status,
    ).toBe(404);
    expect(
      (await call(testApp, 'POST', '/payrolltransfer/close', { token: admin, body: { ids: ['nope'] } })).status,
    ).toBe(400);

    // Monday's pair approved and Tuesday's exception reviewed (as the time approvals and exceptions screens store
    // them): neither is warned about any more
    await db().query(
      `INSERT INTO calculation.pair_approvals (punch_id, company_id, employee_id, date, approved, changed_by, changed_by_email)
       VALUES ($1, $2, $3, '2026-11-09', true, $3, 'admin@example.com')`,
      [punch(1), company.companyId, FIXED.aroha],
    );
    const reviewedCheck = async () =>
      (
        await call<CloseCheckAnswer>(testApp, 'GET', `/api/payroll-transfers/close-check?ids=${periodId}`, {
          token: admin,
        })
      ).body;
    expect(await reviewedCheck()).toMatchObject({
      exceptionCount: 1,
      unapprovedPairCount: 1,
      unapprovedPairs: [{ ...arohaPair, date: '2026-11-10' }],
    });
    await db().query(
      `INSERT INTO calculation.reviewed_exceptions (company_id, employee_id, date, exception_type, reviewed_by, reviewed_by_email)
       VALUES ($1, $2, '2026-11-10', 'LateArrival', $2, 'admin@example.com')`,
      [company.companyId, FIXED.aroha],
    );
    expect(await reviewedCheck()).toMatchObject({
      queued: [],
      exceptionCount: 0,
      exceptions: [],
      unapprovedPairCount: 1,
    });
    await db().query(`DELETE FROM calculation.reviewed_exceptions WHERE employee_id = $1`, [FIXED.aroha]);

    const closed = await call<CloseAnswer>(testApp, 'POST', '/payrolltransfer/close', {
      token: admin,
      body: { ids: [periodId] },
    });
    expect(closed.status).toBe(200);
    expect(closed.body.message).toBe('success');
    expect(closed.body.warnings).toMatchObject({ exceptionCount: 1, unapprovedPairCount: 1 });
    expect(closed.body.periods).toEqual([expect.objectContaining({ id: periodId, isClosed: true })]);
    const [close] = await calcQuery<{
      digest: string;
      previous_digest: string;
      closed_by: string;
      totals: { employeeIds: string[] };
    }>(
      testApp,
      `SELECT digest, previous_digest, closed_by, totals FROM calculation.pay_period_closes WHERE pay_period_id = $1`,
      [periodId],
    );
    expect(close?.previous_digest).toBe('0'.repeat(64));
    expect(close?.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(close?.totals.employeeIds).toEqual([FIXED.aroha, FIXED.formula, FIXED.mere, FIXED.noPayId]);
    expect(closed.body.periods[0]?.digest).toBe(close?.digest);
    expect((await historyOf(periodId)).map((h) => h.action)).toEqual(['close']);
    const events = await calcQuery<{ payload: { closed: boolean; exported: boolean } }>(
      testApp,
      `SELECT payload FROM calculation.outbox WHERE type = 'payroll.period.changed.v1' AND payload->>'payPeriodId' = $1`,
      [periodId],
    );
    expect(events.map((e) => e.payload.closed)).toEqual([true]);

    // closing it again changes nothing
    await call(testApp, 'POST', '/payrolltransfer/close', { token: admin, body: { ids: [periodId] } });
    expect((await calcQuery(testApp, `SELECT 1 FROM calculation.pay_period_closes`)).length).toBe(1);
  });

  it('refuses to recalculate a closed period, and recalculates an open one', async () => {
    const refused = await call(testApp, 'POST', '/payrolltransfer/relcalculate', {
      token: admin,
      body: { ids: [periodId] },
    });
    expect(refused).toMatchObject({ status: 409, body: { message: 'Cannot recalculate closed pay period.' } });
    const current = (await search(admin, { days: 3, search: 'Weekly' })).body.rows.find(
      (r) => r.paygroupName === 'Weekly',
    );
    const done = await call(testApp, 'POST', '/payrolltransfer/relcalculate', {
      token: admin,
      body: { ids: [current?.id] },
    });
    expect(done).toMatchObject({ status: 200, body: { message: 'Recalculate completed.' } });
    await recalcOf(testApp).worker.pause();
    try {
      const weeks = (await search(admin, { search: 'Weekly', days: 'advance', pageSize: 100 })).body.rows.map(
        (r) => r.id,
      );
      // (2 + 4 employees) × 7 days × 14 weeks: more than 500 employee-days, so queued
      const queued = await call(testApp, 'POST', '/payrolltransfer/relcalculate', {
        token: admin,
        body: { ids: weeks },
      });
      expect(queued).toMatchObject({ status: 202, body: { message: 'Request submitted. It can take a while' } });
      const [waiting] = await calcQuery<{ n: number }>(
        testApp,
        `SELECT count(*)::int AS n FROM calculation.recalc_queue WHERE company_id = $1`,
        [company.companyId],
      );
      expect(waiting?.n).toBe(6 * 7 * 14);
      // the worker need not run them: this test is about the answer
      await db().query(`DELETE FROM calculation.recalc_queue WHERE company_id = $1`, [company.companyId]);
    } finally {
      recalcOf(testApp).worker.resume();
    }
  });

  it('exports each template byte for byte as checked in, and the same bytes again; the period is then exported', async () => {
    await setSettings({ payrollTemplateExportCodes: [...TEMPLATES] });
    await waitFor(testApp, async (ds) => {
      const rows = (await ds.query(
        `SELECT payroll_template_export_codes FROM calculation.company_settings WHERE company_id = $1`,
        [company.companyId],
      )) as { payroll_template_export_codes: string[] }[];
      return rows[0]?.payroll_template_export_codes.length === TEMPLATES.length;
    });
    for (const template of TEMPLATES) {
      const file = await download(`/payrolltransfer/exportCSV?id=${periodId}&template=${template}`);
      expect([file.status, file.type, file.disposition]).toEqual([
        200,
        'text/csv; charset=utf-8',
        'attachment; filename="PayrollTransfer.csv"',
      ]);
      const expected = readFileSync(path.join(EXPECTED, `${template}.csv`));
      expect(file.bytes.toString('utf8')).toBe(expected.toString('utf8'));
      expect(file.bytes.equals(expected)).toBe(true);
      const again = await download(`/payrolltransfer/exportCSV?id=${periodId}&template=${template}`);
      expect(again.bytes.equals(file.bytes)).toBe(true);
    }
    // the first template is the default
    expect(
      (await download(`/payrolltransfer/exportCSV?id=${periodId}`)).bytes.equals(
        readFileSync(path.join(EXPECTED, 'generic.csv')),
      ),
    ).toBe(true);

    expect((await historyOf(periodId)).map((h) => h.action)).toEqual(['close', 'export']);
    const [period] = await calcQuery<{ exported: boolean; exported_by: string }>(
      testApp,
      `SELECT exported, exported_by FROM calculation.pay_periods WHERE id = $1`,
      [periodId],
    );
    expect(period?.exported).toBe(true);
    const events = await calcQuery<{ payload: { closed: boolean; exported: boolean } }>(
      testApp,
      `SELECT payload FROM calculation.outbox WHERE type = 'payroll.period.changed.v1' AND payload->>'payPeriodId' = $1 ORDER BY seq`,
      [periodId],
    );
    expect(events.map((e) => [e.payload.closed, e.payload.exported])).toEqual([
      [true, false],
      [true, true],
    ]);
  });

  it('exports only the chosen departments’ employees, and refuses what it cannot export', async () => {
    const office = await download(
      `/payrolltransfer/exportCSV?id=${periodId}&departmentIds=${FIXED.office}&template=generic`,
    );
    const rows = parse(office.bytes.toString('utf8'), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r['Last Name'], r['Pay Type'], r.Units])).toEqual([
      ["'-Dash", 'FXORD', '1.02'],
      ['Smith, Jr', 'FXORD', '0.33'],
    ]);
    const refusal = async (query: string, token = admin) => {
      const answer = await download(`/payrolltransfer/exportCSV?${query}`, token);
      return { status: answer.status, body: JSON.parse(answer.bytes.toString('utf8')) as { message: string } };
    };
    await setSettings({ payrollTemplateExportCodes: ['ipayroll'] });
    await waitFor(testApp, async (ds) => {
      const rows = (await ds.query(
        `SELECT payroll_template_export_codes FROM calculation.company_settings WHERE company_id = $1`,
        [company.companyId],
      )) as { payroll_template_export_codes: string[] }[];
      return rows[0]?.payroll_template_export_codes.join() === 'ipayroll';
    });
    expect(await refusal(`id=${periodId}&template=payglobal`)).toMatchObject({
      status: 400,
      body: { message: 'templateNotUsed' },
    });
    expect((await refusal(`id=${periodId}&template=excel`)).status).toBe(400);
    expect(await refusal(`id=${periodId}&departmentIds=${other.companyId}`)).toMatchObject({
      status: 404,
      body: { message: 'Department not found.' },
    });
    expect((await refusal(`id=${periodId}`, otherAdmin)).status).toBe(404);
    expect((await refusal(`id=${periodId}`, employee)).status).toBe(403);
    expect((await refusal('id=')).status).toBe(400);
    // the company's only template is now iPayroll: the default
    expect(
      (await download(`/payrolltransfer/exportCSV?id=${periodId}`)).bytes.equals(
        readFileSync(path.join(EXPECTED, 'ipayroll.csv')),
      ),
    ).toBe(true);

    // the allowance file is the construction variant's
    const notThem = await download(`/payrolltransfer/exportAllowance?id=${periodId}`);
    expect(notThem.status).toBe(403);
    expect(JSON.parse(notThem.bytes.toString('utf8'))).toMatchObject({ message: 'allowanceOnly' });
    await setSettings({ isCalderStewart: true });
    await waitFor(testApp, async (ds) => {
      const rows = (await ds.query(`SELECT is_calder_stewart FROM calculation.company_settings WHERE company_id = $1`, [
        company.companyId,
      ])) as { is_calder_stewart: boolean }[];
      return rows[0]?.is_calder_stewart === true;
    });
    const allowance = await download(`/payrolltransfer/exportAllowance?id=${periodId}`);
    expect(allowance.disposition).toBe('attachment; filename="PayrollTransferAllowance.csv"');
    expect(allowance.bytes.equals(readFileSync(path.join(EXPECTED, 'allowance.csv')))).toBe(true);
  });

  it('reopens with a reason, and verify names a period whose totals changed after it was closed', async () => {
    const clean = await call<VerifyAnswer>(testApp, 'POST', '/api/payroll-transfers/verify', { token: admin });
    expect(clean.body).toEqual({ closes: 1, closedPeriods: 1, problems: [] });

    // someone changes a stored day of the closed period behind the application's back
    await db().query(
      `UPDATE calculation.calculated_days SET result = jsonb_set(result, '{payTypes,0,minutes}', '470')
        WHERE employee_id = $1 AND date = '2026-11-11'`,
      [FIXED.formula],
    );
    const tampered = await call<VerifyAnswer>(testApp, 'POST', '/api/payroll-transfers/verify', { token: admin });
    expect(tampered.body.problems).toEqual([
      {
        payPeriodId: periodId,
        periodCode: 'W20261109',
        paygroupName: 'Fixed Weekly',
        problem: 'totalsChanged',
        text: 'Fixed Weekly W20261109: its totals changed after it was closed',
      },
    ]);
    // another company sees none of it
    expect(
      (await call<VerifyAnswer>(testApp, 'POST', '/api/payroll-transfers/verify', { token: otherAdmin })).body.closes,
    ).toBe(0);

    const opened = await call(testApp, 'POST', '/payrolltransfer/open', {
      token: admin,
      body: { ids: [periodId], reason: 'Formula’s Wednesday was keyed wrong' },
    });
    expect(opened).toMatchObject({
      status: 200,
      body: { message: 'success', periods: [{ id: periodId, isClosed: false, digest: null }] },
    });
    const [close] = await calcQuery<{ reopen_reason: string; reopened_by: string | null }>(
      testApp,
      `SELECT reopen_reason, reopened_by FROM calculation.pay_period_closes WHERE pay_period_id = $1`,
      [periodId],
    );
    expect(close?.reopen_reason).toBe('Formula’s Wednesday was keyed wrong');
    expect(close?.reopened_by).not.toBeNull();
    expect((await historyOf(periodId)).map((h) => [h.action, h.reason])).toEqual([
      ['close', null],
      ['export', null],
      ['open', 'Formula’s Wednesday was keyed wrong'],
    ]);
    // reopened, the changed totals are no longer a problem; closing again chains to the first close
    expect(
      (await call<VerifyAnswer>(testApp, 'POST', '/api/payroll-transfers/verify', { token: admin })).body.problems,
    ).toEqual([]);
    await call(testApp, 'POST', '/payrolltransfer/close', { token: admin, body: { ids: [periodId] } });
    const chain = await calcQuery<{ digest: string; previous_digest: string }>(
      testApp,
      `SELECT digest, previous_digest FROM calculation.pay_period_closes WHERE paygroup_id = $1 ORDER BY id`,
      [FIXED.paygroupId],
    );
    expect(chain[1]?.previous_digest).toBe(chain[0]?.digest);
    expect(chain[1]?.digest).not.toBe(chain[0]?.digest);
    expect((await call<VerifyAnswer>(testApp, 'POST', '/api/payroll-transfers/verify', { token: admin })).body).toEqual(
      {
        closes: 2,
        closedPeriods: 1,
        problems: [],
      },
    );
    // a close's stored totals edited: its digest no longer matches
    await db().query(
      `UPDATE calculation.pay_period_closes SET totals = jsonb_set(totals, '{totals,0,minutes}', '1') WHERE id = (SELECT min(id) FROM calculation.pay_period_closes WHERE paygroup_id = $1)`,
      [FIXED.paygroupId],
    );
    expect(
      (await call<VerifyAnswer>(testApp, 'POST', '/api/payroll-transfers/verify', { token: admin })).body.problems.map(
        (p) => p.problem,
      ),
    ).toEqual(['digestMismatch']);
  });

  it('exports the sum of the days’ pay types plus the pay card lines, for any days and cards (property)', async () => {
    const groupId = '0f000000-0000-4000-8000-000000000002';
    const people = ['0f000000-0000-4000-8000-0000000000f1', '0f000000-0000-4000-8000-0000000000f2'];
    await insertCalcPayGroup(db(), company.companyId, {
      id: groupId,
      name: 'Property Weekly',
      startTime: '2026-11-02',
    });
    await insertCalcEmployees(
      db(),
      company.companyId,
      people.map((id, i) => ({
        id,
        payId: `P${i}`,
        firstName: `Prop${i}`,
        lastName: 'Erty',
        departmentId: FIXED.warehouse,
        paygroupId: groupId,
      })),
    );
    const openPeriod = await insertCalcPayPeriod(db(), company.companyId, {
      paygroupId: groupId,
      code: 'W20261102',
      from: '2026-11-02',
      to: '2026-11-08',
    });
    const payTypes = [FIXED.ord, FIXED.ot, FIXED.allowance];
    const codes = new Map<string, string>([
      [FIXED.ord, 'FXORD'],
      [FIXED.ot, 'FXOT'],
      [FIXED.allowance, 'FXALW'],
    ]);
    const amount = fc.record({
      payTypeId: fc.constantFrom(...payTypes),
      minutes: fc.option(fc.integer({ min: 0, max: 900 }), { nil: undefined }),
      units: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
    });
    const day = fc.record({
      employee: fc.constantFrom(...people),
      day: fc.integer({ min: 0, max: 8 }), // 7 and 8: outside the period
      payTypes: fc.array(amount, { maxLength: 3 }),
    });
    // a card's lines: one per pay type, units to 2 decimals (as hundredths), negative ones too
    const cardLines = fc.uniqueArray(
      fc.record({ payTypeId: fc.constantFrom(...payTypes), hundredths: fc.integer({ min: -500, max: 9999 }) }),
      { selector: (l) => l.payTypeId, maxLength: 3 },
    );
    // a card inside the period counts; one reaching past its last day does not
    const card = fc.record({ employee: fc.constantFrom(...people), inside: fc.boolean(), lines: cardLines });
    await setSettings({ payrollTemplateExportCodes: ['generic'] });
    const { worker } = recalcOf(testApp);
    await worker.pause();
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.uniqueArray(day, { selector: (d) => `${d.employee}|${d.day}`, maxLength: 12 }),
          fc.uniqueArray(card, { selector: (c) => `${c.employee}|${c.inside}`, maxLength: 4 }),
          async (days, cards) => {
            await db().query(`DELETE FROM calculation.calculated_days WHERE employee_id = ANY($1::uuid[])`, [people]);
            await db().query(`DELETE FROM calculation.pay_cards WHERE employee_id = ANY($1::uuid[])`, [people]);
            const dated = days.map((d) => ({
              employeeId: d.employee,
              date: `2026-11-${String(2 + d.day).padStart(2, '0')}`,
              payTypes: d.payTypes.map((p) => ({
                payTypeId: p.payTypeId,
                ...(p.minutes !== undefined ? { minutes: p.minutes } : {}),
                ...(p.units !== undefined ? { units: p.units } : {}),
              })),
            }));
            await upsertCalcDays(db(), company.companyId, dated);
            for (const c of cards) {
              await insertCalcPayCard(db(), company.companyId, {
                employeeId: c.employee,
                from: '2026-11-02',
                to: c.inside ? '2026-11-08' : '2026-11-09',
                lines: c.lines.map((l) => ({ payTypeId: l.payTypeId, units: l.hundredths / 100 })),
              });
            }
            // units in hundredths
            const expected = new Map<string, { minutes: number; units: number }>();
            const add = (employeeId: string, payTypeId: string, minutes: number, hundredths: number) => {
              const key = `P${people.indexOf(employeeId)}|${codes.get(payTypeId)}`;
              const sum = expected.get(key) ?? { minutes: 0, units: 0 };
              sum.minutes += minutes;
              sum.units += hundredths;
              expected.set(key, sum);
            };
            for (const d of dated.filter((x) => x.date <= '2026-11-08')) {
              for (const p of d.payTypes) add(d.employeeId, p.payTypeId, p.minutes ?? 0, (p.units ?? 0) * 100);
            }
            for (const c of cards.filter((x) => x.inside)) {
              for (const l of c.lines) add(c.employee, l.payTypeId, 0, l.hundredths);
            }
            const file = await download(`/payrolltransfer/exportCSV?id=${openPeriod}&template=generic`);
            const rows = parse(file.bytes.toString('utf8'), { columns: true }) as Record<string, string>[];
            const exported = new Map<string, { minutes: number; units: number }>();
            for (const r of rows) {
              const key = `${r['Pay ID']}|${r['Pay Type']}`;
              const sum = exported.get(key) ?? { minutes: 0, units: 0 };
              if (r['Unit Type'] === 'Hours') sum.minutes = Number(r.Units);
              else sum.units = Math.round(Number(r.Units) * 100);
              exported.set(key, sum);
            }
            for (const [key, sum] of expected) {
              const got = exported.get(key) ?? { minutes: 0, units: 0 };
              // hours to two places: the exact sum, rounded once
              expect(got.minutes).toBe(Math.round((sum.minutes * 100) / 60) / 100);
              expect(got.units).toBe(sum.units);
            }
            expect([...exported.keys()].every((k) => expected.has(k))).toBe(true);
          },
        ),
        { numRuns: 25 },
      );
    } finally {
      worker.resume();
    }
  });
});
