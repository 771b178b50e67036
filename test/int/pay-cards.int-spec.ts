// Pay cards (issue 11): POST /paycard/getPayCard, /paycard/save (the parallel arrays, an attachment) and
// /paycard/deletePayCardDetails; every code with its text; the units in the timesheet's totals; closed periods,
// the Employee role, a Supervisor outside their nodes and another company refused with nothing written; concurrent
// saves; the history of each change.
import { jest } from '@jest/globals';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { PayCardAnswer, PeriodResponse } from '@rollcall/api-client';
import type { DataSource } from 'typeorm';
import { clockStartsAt } from '../support/clock-starts-at.js';
import { CompaniesService } from '@rollcall/organisation';
import { postForm, signInAs } from '../support/org-fixture.js';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, startThinPath, type TestCompany, waitFor } from '../support/thin-path-fixture.js';
import { recalcSettled } from '../support/recalc-fixture.js';

jest.setTimeout(90_000);

// Written for Sunday 29 November 2026 in Auckland: the week of 16–22 November is closed below, 23–29 is open.
clockStartsAt('2026-11-29T12:00:00+13:00');

const CLOSED =
  "Oops! The selected date is within a closed pay period. If you wish to make any changes, please re-open the period in the 'Payroll Transfer' page.";
const WEEK = { fromDate: '2026-11-23', toDate: '2026-11-29' };
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

interface Refusal {
  statusCode: number;
  message: string;
  detail?: string;
  details?: { field: string; message: string }[];
}
type Saved = { message: string; payCard: PayCardAnswer } & Refusal;

describe('pay cards', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let other: TestCompany;
  let admin: string;
  let employee: string;
  let supervisor: string;
  let otherAdmin: string;
  let calculation: DataSource;
  const payType: Record<string, string> = {};

  const get = (body: Record<string, unknown>, token = admin) =>
    call<PayCardAnswer & Refusal>(testApp, 'POST', '/paycard/getPayCard', { token, body });
  const save = (body: Record<string, unknown>, token = admin) =>
    call<Saved>(testApp, 'POST', '/paycard/save', { token, body });
  const remove = (body: Record<string, unknown>, token = admin) =>
    call<Saved>(testApp, 'POST', '/paycard/deletePayCardDetails', { token, body });
  const lineCount = async (employeeId: string) =>
    (
      (await calculation.query(
        `SELECT count(*)::int AS n FROM calculation.pay_card_details d
           JOIN calculation.pay_cards c ON c.id = d.pay_card_id WHERE c.employee_id = $1`,
        [employeeId],
      )) as { n: number }[]
    )[0]?.n ?? 0;
  const historyOf = async (cardId: string) =>
    (await calculation.query(
      `SELECT action, reason, before, after FROM calculation.change_history
        WHERE entity = 'payCard' AND entity_id = $1 ORDER BY changed_at`,
      [cardId],
    )) as { action: string; reason: string | null; before: unknown; after: { lines: unknown[] } | null }[];
  const multipart = async (fields: [string, string][], file: { name: string; bytes: Uint8Array }, token = admin) => {
    const form = new FormData();
    for (const [key, value] of fields) form.append(key, value);
    form.append('file', new Blob([file.bytes]), file.name);
    const answer = await fetch(`${testApp.url}/paycard/save`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: answer.status, body: (await answer.json()) as Saved };
  };

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'PCA', 9300);
    other = await createCompany(testApp, 'PCB', 9400);
    admin = await signIn(testApp, company.adminEmail);
    employee = await signIn(testApp, company.employeeEmail);
    otherAdmin = await signIn(testApp, other.adminEmail);
    supervisor = await signInAs(testApp, company.companyId, 'Supervisor', 'sup@pca.test');
    calculation = testApp.app.get<DataSource>(getDataSourceToken('calculation'), { strict: false });
    await waitFor(testApp, async (ds) => {
      const rows = (await ds.query(
        `SELECT code, id FROM calculation.pay_types WHERE company_id = $1 AND code IN ('ORD', 'OT15', 'AL')`,
        [company.companyId],
      )) as { code: string; id: string }[];
      for (const r of rows) payType[r.code] = r.id;
      return rows.length === 3;
    });
    // reading the week before's timesheet makes its pay period, which is then closed
    await call(
      testApp,
      'GET',
      `/api/timesheet/getPunchRecords?employeeId=${company.employeeId}&fromT=2026-11-16&endT=2026-11-22`,
      {
        token: admin,
      },
    );
    const periods = await call<{ id: string; fromDate: string }[]>(testApp, 'GET', '/api/pay-periods', {
      token: admin,
    });
    const closedWeek = periods.body.find((p) => p.fromDate === '2026-11-16');
    if (!closedWeek) throw new Error(`no pay period 16–22 November: ${JSON.stringify(periods.body)}`);
    await recalcSettled(testApp);
    expect(
      (
        await call(testApp, 'POST', `/api/pay-periods/${closedWeek.id}/close`, {
          token: admin,
          body: { reason: 'run 47' },
        })
      ).status,
    ).toBe(200);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('answers an empty card for a period with none', async () => {
    const answer = await get({ employeeId: company.employeeId, ...WEEK });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: null,
      employeeId: company.employeeId,
      employeeName: 'First0 Last0',
      ...WEEK,
      description: null,
      attachmentName: null,
      closed: false,
      details: [],
    });
  });

  it('saves lines from the parallel arrays, names their pay types, and counts the units in the period’s totals', async () => {
    const saved = await save({
      employeeId: company.employeeId,
      ...WEEK,
      description: 'site allowance week 48',
      payCardDetailIdIds: ['', ''],
      payTypeIds: [payType.ORD, payType.OT15],
      units: ['2.5', '1.25'],
      effUnits: ['', '1.88'],
      notes: ['training, Tuesday', ''],
      reason: 'agreed with the site manager',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('success');
    const card = saved.body.payCard;
    expect(card).toMatchObject({
      employeeId: company.employeeId,
      description: 'site allowance week 48',
      closed: false,
    });
    expect(card.details).toEqual([
      expect.objectContaining({
        payTypeId: payType.ORD,
        payTypeName: 'Ordinary',
        payTypeCode: 'ORD',
        units: 2.5,
        effUnits: null,
        notes: 'training, Tuesday',
        manualAdd: true,
        modifiedName: company.adminEmail,
      }),
      expect.objectContaining({ payTypeId: payType.OT15, units: 1.25, effUnits: 1.88, notes: null }),
    ]);
    expect((await get({ employeeId: company.employeeId, ...WEEK })).body).toEqual(card);

    const timesheet = await call<PeriodResponse>(
      testApp,
      'GET',
      `/api/timesheet/getPunchRecords?employeeId=${company.employeeId}&fromT=2026-11-23&endT=2026-11-29`,
      { token: admin },
    );
    expect(timesheet.body.totals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ payTypeId: payType.ORD, code: 'ORD', payCardUnits: 2.5 }),
        expect.objectContaining({ payTypeId: payType.OT15, code: 'OT15', payCardUnits: 1.25 }),
      ]),
    );
    expect(timesheet.body.totals).toHaveLength(2);
    // a week that holds no card of its own does not count this one
    const dayOnly = await call<PeriodResponse>(
      testApp,
      'GET',
      `/api/timesheet/getPunchRecords?employeeId=${company.employeeId}&fromT=2026-11-23&endT=2026-11-24`,
      { token: admin },
    );
    expect(dayOnly.body.totals).toEqual([]);

    const history = await historyOf(card.id ?? '');
    expect(history).toEqual([
      expect.objectContaining({
        action: 'created',
        reason: 'agreed with the site manager',
        before: null,
        after: expect.objectContaining({
          description: 'site allowance week 48',
          lines: [
            { payType: 'ORD', units: 2.5, effUnits: null, notes: 'training, Tuesday' },
            { payType: 'OT15', units: 1.25, effUnits: 1.88, notes: null },
          ],
        }),
      }),
    ]);
  });

  it('changes a line by its id through a form post, and refuses a pay type twice with repeatcode', async () => {
    const card = (await get({ employeeId: company.employeeId, ...WEEK })).body;
    const ord = card.details.find((d) => d.payTypeCode === 'ORD');
    const changed = await postForm<Saved>(testApp, '/paycard/save', admin, [
      ['id', card.id ?? ''],
      ['employeeId', company.employeeId],
      ['fromDate', WEEK.fromDate],
      ['toDate', WEEK.toDate],
      ['description', 'site allowance week 48'],
      ['payCardDetailIdIds', ord?.id ?? ''],
      ['payTypeIds', payType.ORD ?? ''],
      ['units', '3'],
      ['effUnits', ''],
      ['notes', 'training, Tuesday and Wednesday'],
    ]);
    expect(changed.status).toBe(200);
    expect(changed.body.payCard.details).toEqual([
      expect.objectContaining({ id: ord?.id, units: 3, notes: 'training, Tuesday and Wednesday' }),
      expect.objectContaining({ payTypeCode: 'OT15', units: 1.25 }),
    ]);
    const repeated = await save({
      employeeId: company.employeeId,
      ...WEEK,
      payCardDetailIdIds: [''],
      payTypeIds: [payType.ORD],
      units: ['1'],
    });
    expect(repeated.status).toBe(400);
    expect(repeated.body).toMatchObject({ message: 'repeatcode', detail: 'Can Not repeat PayType!' });
    expect(await lineCount(company.employeeId)).toBe(2);
  });

  it('requires a pay type on a new line, units to 2 decimals, and refuses leave types and unknown pay types', async () => {
    const answer = await save({
      employeeId: company.employeeId,
      ...WEEK,
      payCardDetailIdIds: ['', ''],
      payTypeIds: ['', payType.AL],
      units: ['1.234', '8'],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([
      { field: 'payTypeIds[0]', message: 'Pay type is required.' },
      { field: 'units[0]', message: 'must be a number with at most 2 decimals' },
    ]);
    const leave = await save({ employeeId: company.employeeId, ...WEEK, payTypeIds: [payType.AL], units: ['8'] });
    expect(leave.status).toBe(400);
    expect(leave.body.details).toEqual([
      { field: 'payTypeIds[0]', message: 'must be an active pay type of the company that is not a leave type' },
    ]);
    const uneven = await save({ employeeId: company.employeeId, ...WEEK, payTypeIds: [payType.OT15], units: [] });
    expect(uneven.status).toBe(400);
    expect(await lineCount(company.employeeId)).toBe(2);
  });

  it('answers noEmployee with its text for no employee, an unknown one and another company’s', async () => {
    for (const [body, token] of [
      [{ ...WEEK }, admin],
      [{ employeeId: '0b6f2a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', ...WEEK }, admin],
      [{ employeeId: company.employeeId, ...WEEK }, otherAdmin],
    ] as const) {
      const saved = await save({ ...body, payTypeIds: [payType.OT15], units: ['1'] }, token);
      expect(saved.status).toBe(404);
      expect(saved.body).toMatchObject({ message: 'noEmployee', detail: 'No Employee!' });
      const read = await get(body, token);
      expect(read.status).toBe(404);
      expect(read.body.message).toBe('noEmployee');
    }
    expect(await lineCount(company.employeeId)).toBe(2);
  });

  it('with projects (isCalderStewart): a line needs one, and a pay type may repeat across projects but not within one', async () => {
    // a Superadmin's customer update turns the variant on; org.company.changed.v1 carries it to calculation
    await testApp.app
      .get(CompaniesService, { strict: false })
      .updateCustomer(other.companyId, { settings: { isCalderStewart: true } });
    await waitFor(testApp, async (ds) => {
      const rows = (await ds.query(`SELECT is_calder_stewart FROM calculation.company_settings WHERE company_id = $1`, [
        other.companyId,
      ])) as { is_calder_stewart: boolean }[];
      return rows[0]?.is_calder_stewart === true;
    });
    const otherOrd = (
      (await calculation.query(`SELECT id FROM calculation.pay_types WHERE company_id = $1 AND code = 'ORD'`, [
        other.companyId,
      ])) as { id: string }[]
    )[0]?.id;
    const base = { employeeId: other.employeeId, ...WEEK };
    const withoutProject = await save({ ...base, payTypeIds: [otherOrd], units: ['1'] }, otherAdmin);
    expect(withoutProject.status).toBe(400);
    expect(withoutProject.body).toMatchObject({
      message: 'fileWithoutProject',
      detail: 'Please select a project for the manual entry!',
    });
    const twice = await save(
      { ...base, payTypeIds: [otherOrd, otherOrd], units: ['1', '2'], projectIds: ['P-100', 'P-100'] },
      otherAdmin,
    );
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({
      message: 'repeatProject',
      detail: 'Duplicate pay component, please check again!!',
    });
    const across = await save(
      { ...base, payTypeIds: [otherOrd, otherOrd], units: ['1', '2'], projectIds: ['P-100', 'P-200'] },
      otherAdmin,
    );
    expect(across.status).toBe(200);
    expect(across.body.payCard.details.map((d) => d.projectId)).toEqual(['P-100', 'P-200']);
  });

  it('takes a .jpg or .pdf attachment and refuses another file with WrongFileFormat', async () => {
    const card = (await get({ employeeId: company.employeeId, ...WEEK })).body;
    const fields: [string, string][] = [
      ['id', card.id ?? ''],
      ['employeeId', company.employeeId],
      ['fromDate', WEEK.fromDate],
      ['toDate', WEEK.toDate],
      ['description', 'site allowance week 48'],
    ];
    const wrong = await multipart(fields, { name: 'receipt.png', bytes: JPEG });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: 'WrongFileFormat', detail: 'Only .jpg or .pdf file are supported!' });
    const disguised = await multipart(fields, { name: 'receipt.jpg', bytes: new TextEncoder().encode('<svg/>') });
    expect(disguised.body.message).toBe('WrongFileFormat');
    const good = await multipart(fields, { name: 'receipt.jpg', bytes: JPEG });
    expect(good.status).toBe(200);
    expect(good.body.payCard).toMatchObject({ attachmentName: 'receipt.jpg' });
    expect(good.body.payCard.details).toHaveLength(2);
    const download = (token: string, employeeId = company.employeeId) =>
      fetch(`${testApp.url}/paycard/getAttachment`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ employeeId, ...WEEK }),
      });
    const file = await download(admin);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(JPEG);
    expect((await download(employee)).status).toBe(200);
    expect((await download(otherAdmin)).status).toBe(404);
    expect((await download(admin, company.otherEmployeeId)).status).toBe(404);
  });

  it('deletes a manually added line; refuses an unknown one and a line not added by hand', async () => {
    const card = (await get({ employeeId: company.employeeId, ...WEEK })).body;
    const ot = card.details.find((d) => d.payTypeCode === 'OT15');
    const deleted = await remove({ payCardId: card.id, payPayCardDetailId: ot?.id, reason: 'entered twice' });
    expect(deleted.status).toBe(200);
    expect(deleted.body.payCard.details.map((d) => d.payTypeCode)).toEqual(['ORD']);
    const again = await remove({ payCardId: card.id, payPayCardDetailId: ot?.id });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('noDetail');
    await calculation.query(`UPDATE calculation.pay_card_details SET manual_add = false WHERE pay_card_id = $1`, [
      card.id,
    ]);
    const imported = card.details.find((d) => d.payTypeCode === 'ORD');
    const refused = await remove({ payCardId: card.id, payPayCardDetailId: imported?.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('notManual');
    await calculation.query(`UPDATE calculation.pay_card_details SET manual_add = true WHERE pay_card_id = $1`, [
      card.id,
    ]);
    const history = await historyOf(card.id ?? '');
    expect(history.at(-1)).toMatchObject({ action: 'updated', reason: 'entered twice' });
    expect(history.at(-1)?.after?.lines).toHaveLength(1);
  });

  it('refuses a closed pay period with the spec’s message, writing nothing', async () => {
    const closedWeek = { fromDate: '2026-11-16', toDate: '2026-11-22' };
    const saved = await save({
      employeeId: company.employeeId,
      ...closedWeek,
      payTypeIds: [payType.OT15],
      units: ['1'],
    });
    expect(saved.status).toBe(409);
    expect(saved.body).toMatchObject({ message: 'periodClosed', detail: CLOSED });
    const read = await get({ employeeId: company.employeeId, ...closedWeek });
    expect(read.body).toMatchObject({ id: null, closed: true, details: [] });
    // a card saved before its period closed cannot lose a line afterwards
    await calculation.query(
      `INSERT INTO calculation.pay_cards (id, company_id, employee_id, from_date, to_date)
       VALUES ('5f0c7a2e-8a4b-4c1d-9e2f-3a4b5c6d7e8f', $1, $2, '2026-11-16', '2026-11-22')`,
      [company.companyId, company.employeeId],
    );
    await calculation.query(
      `INSERT INTO calculation.pay_card_details (id, pay_card_id, company_id, pay_type_id, units, position)
       VALUES ('6a1d8b3f-9b5c-4d2e-8f30-4b5c6d7e8f90', '5f0c7a2e-8a4b-4c1d-9e2f-3a4b5c6d7e8f', $1, $2, 4, 0)`,
      [company.companyId, payType.OT15],
    );
    const removed = await remove({
      payCardId: '5f0c7a2e-8a4b-4c1d-9e2f-3a4b5c6d7e8f',
      payPayCardDetailId: '6a1d8b3f-9b5c-4d2e-8f30-4b5c6d7e8f90',
    });
    expect(removed.status).toBe(409);
    expect(removed.body.detail).toBe(CLOSED);
    expect(await lineCount(company.employeeId)).toBe(2);
  });

  it('lets an Employee read their own card only, and refuses their saves; a Supervisor outside their nodes is refused', async () => {
    expect((await get({ employeeId: company.employeeId, ...WEEK }, employee)).status).toBe(200);
    expect((await get({ employeeId: company.otherEmployeeId, ...WEEK }, employee)).status).toBe(403);
    const body = { employeeId: company.employeeId, ...WEEK, payTypeIds: [payType.OT15], units: ['1'] };
    expect((await save(body, employee)).status).toBe(403);
    expect((await save(body, supervisor)).status).toBe(403);
    expect((await get({ employeeId: company.employeeId, ...WEEK }, supervisor)).status).toBe(403);
    expect(await lineCount(company.employeeId)).toBe(2);
  });

  it('applies two concurrent saves in turn: the same pay type added twice at once is stored once', async () => {
    const body = { employeeId: company.otherEmployeeId, ...WEEK, payTypeIds: [payType.OT15], units: ['1'] };
    const answers = await Promise.all([save(body), save(body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)?.body.message).toBe('repeatcode');
    expect(await lineCount(company.otherEmployeeId)).toBe(1);
  });
});
