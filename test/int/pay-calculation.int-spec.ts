import { jest } from '@jest/globals';
import { EmployeeSchedulesService } from '@rollcall/scheduling';
import { DateTime } from 'luxon';
import { randomUUID } from 'node:crypto';
import { calcQuery, publishAs, recalcSettled, storedDay } from '../support/recalc-fixture.js';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, startThinPath, type TestCompany, waitFor } from '../support/thin-path-fixture.js';

jest.setTimeout(120_000);

const ZONE = 'Pacific/Auckland';
const at = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone: ZONE }).toUTC().toISO() ?? '';
/** Monday of the week before this one (Auckland): a past, whole week. */
const lastMonday = DateTime.now().setZone(ZONE).startOf('week').minus({ weeks: 1 });
const day = (offset: number) => lastMonday.plus({ days: offset }).toISODate() ?? '';
const section = { start: '08:00', end: '16:30', breakMinutes: 30 };

interface PayTypeRow {
  id: string;
  code: string;
}

describe('pay configuration in the live recalculation', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startThinPath();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  /** A company whose employee worked 08:05–16:30 on `dates` (scheduled 08:00–16:30, 30 min break, on `scheduled`). */
  async function workedCompany(
    code: string,
    clock: number,
    dates: string[],
    scheduled: string[] = dates,
    formSaveFirst = true,
  ) {
    const company = await createCompany(testApp, code, clock);
    const admin = await signIn(testApp, company.adminEmail);
    const groups = await call<{ id: string; name: string }[]>(testApp, 'GET', '/api/pay-groups', { token: admin });
    const group = groups.body.find((g) => g.name === 'Weekly');
    if (!group) throw new Error('no Weekly pay group');
    // a first save through the form gives the group its start date (the engine's Monday anchor)
    if (formSaveFirst) {
      expect((await call(testApp, 'POST', '/paygroup/save', { token: admin, body: { id: group.id } })).status).toBe(
        200,
      );
      await recalcSettled(testApp);
    }
    await testApp.app.get(EmployeeSchedulesService, { strict: false }).setDays(
      company.companyId,
      company.employeeId,
      scheduled.map((date) => ({ date, offDay: false, sections: [section] })),
    );
    for (const date of dates) {
      for (const [n, time] of [
        [0, '08:05'],
        [1, '16:30'],
      ] as const) {
        const answer = await call(testApp, 'POST', '/api/kiosk-punches', {
          headers: { 'x-device-token': company.deviceToken },
          body: {
            deviceId: 'kiosk',
            devicePunchId: `${date}-${n}`,
            clockId: company.clockId,
            punchTime: at(date, time),
          },
        });
        expect(answer.status).toBe(201);
      }
    }
    await waitFor(testApp, async (ds) => {
      const rows = (await ds.query(`SELECT count(*)::int AS n FROM calculation.punches WHERE employee_id = $1`, [
        company.employeeId,
      ])) as { n: number }[];
      return rows[0]?.n === dates.length * 2;
    });
    await recalcSettled(testApp);
    return { company, admin, groupId: group.id };
  }
  const minutesOf = async (company: TestCompany, date: string, payTypeId?: string) => {
    const stored = await storedDay(testApp, company.employeeId, date);
    return (stored?.result.payTypes ?? [])
      .filter((p) => payTypeId === undefined || p.payTypeId === payTypeId)
      .reduce((sum, p) => sum + (p.minutes ?? 0), 0);
  };
  const payTypeByCode = async (admin: string, code: string) =>
    (await call<PayTypeRow[]>(testApp, 'GET', '/api/pay-types', { token: admin })).body.find(
      (p) => p.code === code,
    ) as PayTypeRow;

  it('a new pay period definition re-cuts the open periods, and the days they held are recalculated', async () => {
    const date = day(1);
    const { company, admin, groupId } = await workedCompany('PCP', 6500, [date], [date], false);
    expect(await minutesOf(company, date)).toBe(475);
    const periodsOf = async () =>
      (
        await calcQuery<{ code: string; from: string; to: string }>(
          testApp,
          `SELECT period_code AS code, to_char(from_date, 'YYYY-MM-DD') AS "from", to_char(to_date, 'YYYY-MM-DD') AS "to"
             FROM calculation.pay_periods WHERE paygroup_id = $1 ORDER BY from_date`,
          [groupId],
        )
      ).filter((p) => p.from <= date && p.to >= date);

    // The seeded group has no start date; the form's first save gives it the engine's own anchor: same periods.
    const first = await call(testApp, 'POST', '/paygroup/save', {
      token: admin,
      body: { id: groupId, graceTimeIn: 10 },
    });
    expect(first.status).toBe(200);
    await recalcSettled(testApp);
    await waitFor(testApp, async () => (await minutesOf(company, date)) === 480);
    expect((await periodsOf()).map((p) => p.code[0])).toEqual(['W']);

    // Weekly to Fortnightly: the open weekly periods go, fortnights cover their days, and those days are recalculated.
    const fortnight = await call(testApp, 'POST', '/paygroup/save', {
      token: admin,
      body: { id: groupId, period: 'Fortnightly', graceTimeIn: 0 },
    });
    expect(fortnight.status).toBe(200);
    await recalcSettled(testApp);
    await waitFor(testApp, async () => (await minutesOf(company, date)) === 475);
    const periods = await periodsOf();
    expect(periods).toHaveLength(1);
    expect(periods[0]?.code.startsWith('F')).toBe(true);
  });

  it('a pay group saved through the form reaches the calculation read model and changes the stored results', async () => {
    const date = day(1);
    const { company, admin, groupId } = await workedCompany('PCA', 6000, [date]);
    expect(await minutesOf(company, date)).toBe(475);

    const grace = await call(testApp, 'POST', '/paygroup/save', {
      token: admin,
      body: { id: groupId, graceTimeIn: 10 },
    });
    expect(grace.status).toBe(200);
    await waitFor(testApp, async (ds) => {
      const rows = (await ds.query(`SELECT rules->>'graceTimeIn' AS grace FROM calculation.pay_groups WHERE id = $1`, [
        groupId,
      ])) as { grace: string }[];
      return rows[0]?.grace === '10';
    });
    await recalcSettled(testApp);
    expect(await minutesOf(company, date)).toBe(480);

    const ot15 = await payTypeByCode(admin, 'OT15');
    const daily = await call(testApp, 'POST', '/paygroup/save', {
      token: admin,
      body: { id: groupId, overtimeCalculationType: 'Daily', dailyOvertimeThreshold: 6 },
    });
    expect(daily.status).toBe(200);
    await waitFor(testApp, async (ds) => {
      const rows = (await ds.query(
        `SELECT rules->>'dailyOvertimeThreshold' AS t FROM calculation.pay_groups WHERE id = $1`,
        [groupId],
      )) as { t: string | null }[];
      return rows[0]?.t === '6';
    });
    await recalcSettled(testApp);
    expect(await minutesOf(company, date, ot15.id)).toBe(120);
    expect(await minutesOf(company, date)).toBe(480);
  });

  it('unpaid leave never counts toward the overtime threshold; paid leave does', async () => {
    const monday = day(0);
    const tuesday = day(1);
    const { company, admin, groupId } = await workedCompany('PCB', 6100, [tuesday], [monday, tuesday]);
    const saved = await call(testApp, 'POST', '/paygroup/save', {
      token: admin,
      body: {
        id: groupId,
        graceTimeIn: 10,
        overtimeCalculationType: 'Weekly',
        periodOvertimeThreshold: 10,
        includePaidLeavesInOvertimeThreshold: true,
      },
    });
    expect(saved.status).toBe(200);
    await recalcSettled(testApp);
    const ot15 = await payTypeByCode(admin, 'OT15');
    const unpaid = await payTypeByCode(admin, 'UL');
    expect(await minutesOf(company, tuesday, ot15.id)).toBe(0);

    // Monday: 8 hours of Unpaid Leave; Tuesday's 8 worked hours stay under the 10-hour week
    await publishAs(testApp, 'scheduling', [
      {
        type: 'schedule.leave.changed.v1',
        companyId: company.companyId,
        key: company.employeeId,
        payload: {
          leaveId: randomUUID(),
          employeeId: company.employeeId,
          payTypeId: unpaid.id,
          status: 'Approved',
          fromDate: monday,
          toDate: monday,
          fromTime: null,
          toTime: null,
          byWorkHours: false,
          scheduledDuration: false,
          hoursPerDay: 8,
          skip: false,
          skipUnscheduled: false,
          deleted: false,
        },
      },
    ]);
    await recalcSettled(testApp);
    expect(await minutesOf(company, monday, unpaid.id)).toBe(480);
    expect(await minutesOf(company, tuesday, ot15.id)).toBe(0);

    // the same leave once its pay type is paid: 8 + 8 hours pass 10, 6 hours of Tuesday become overtime
    const paid = await call(testApp, 'POST', '/paytype/save', {
      token: admin,
      body: { id: unpaid.id, paidLeave: true },
    });
    expect(paid.status).toBe(200);
    await waitFor(testApp, async (ds) => {
      const rows = (await ds.query(`SELECT paid_leave FROM calculation.pay_types WHERE id = $1`, [unpaid.id])) as {
        paid_leave: boolean;
      }[];
      return rows[0]?.paid_leave === true;
    });
    await recalcSettled(testApp);
    expect(await minutesOf(company, tuesday, ot15.id)).toBe(360);
  });

  it('standard hours are per week: a fortnightly PayPeriod threshold is twice them, not the weekly figure', async () => {
    const dates = [day(0), day(1), day(2)];
    const { company, admin, groupId } = await workedCompany('PCD', 6300, dates);
    const saved = await call(testApp, 'POST', '/paygroup/save', {
      token: admin,
      body: {
        id: groupId,
        period: 'Fortnightly',
        overtimeCalculationType: 'PayPeriod',
        periodOvertimeThreshold: 80,
        useStandardHoursAsPeriodOvertimeThreshold: true,
      },
    });
    expect(saved.status).toBe(200);
    const held = await call(testApp, 'POST', '/employee/save-without-photo', {
      token: admin,
      body: { employeeId: company.employeeId, standardHours: 10 },
    });
    expect(held.status).toBe(200);
    await waitFor(testApp, async (ds) => {
      const rows = (await ds.query(
        `SELECT e.standard_hours::float8 AS hours, g.rules->>'period' AS period
           FROM calculation.employees e JOIN calculation.pay_groups g ON g.id = e.paygroup_id WHERE e.id = $1`,
        [company.employeeId],
      )) as { hours: number | null; period: string }[];
      return rows[0]?.hours === 10 && rows[0]?.period === 'Fortnightly';
    });
    await recalcSettled(testApp);
    const ot15 = await payTypeByCode(admin, 'OT15');
    // 10 h a week is 20 h (1200 min) a fortnight: 475 + 475 + 250 ordinary, then 225 of Wednesday is overtime
    // (read as 10 h a fortnight it would be 825).
    expect(await minutesOf(company, day(1), ot15.id)).toBe(0);
    expect(await minutesOf(company, day(2), ot15.id)).toBe(225);
    expect(await minutesOf(company, day(2))).toBe(475);
  });

  it("pays a skill's allowance to the employees who hold it, and stops when the skill goes inactive", async () => {
    const date = day(2);
    const { company, admin } = await workedCompany('PCC', 6200, [date]);
    const allowance = await call<{ id: string }>(testApp, 'POST', '/paytype/save', {
      token: admin,
      body: { code: 'FORK', name: 'Forklift Allowance', isAllowance: true },
    });
    expect(allowance.status).toBe(200);
    const saveSkill = (body: Record<string, unknown>) =>
      call<{ id: string }>(testApp, 'POST', '/api/skills/save', { token: admin, body });
    const forklift = { name: 'Forklift', payTypeId: allowance.body.id, allowanceCalculationType: 'eitherOnePerShift' };
    const created = await saveSkill(forklift);
    expect(created.status).toBe(200);
    const skillId = created.body.id;
    const allowanceOf = async () =>
      (await storedDay(testApp, company.employeeId, date))?.result.payTypes.filter(
        (p) => p.payTypeId === allowance.body.id,
      ) ?? [];
    await recalcSettled(testApp);
    expect(await allowanceOf()).toEqual([]);

    // the employee takes the skill: its allowance is paid on the worked day
    const held = await call(testApp, 'POST', '/employee/save-without-photo', {
      token: admin,
      body: { employeeId: company.employeeId, skills: [skillId] },
    });
    expect(held.status).toBe(200);
    await waitFor(testApp, async (ds) => {
      const rows = (await ds.query(`SELECT skill_ids FROM calculation.employees WHERE id = $1`, [
        company.employeeId,
      ])) as { skill_ids: string[] }[];
      return rows[0]?.skill_ids.includes(skillId) === true;
    });
    await recalcSettled(testApp);
    expect(await allowanceOf()).toEqual([{ payTypeId: allowance.body.id, units: 1 }]);

    // the skill goes inactive: its holders are recalculated and the allowance goes
    expect((await saveSkill({ ...forklift, id: skillId, active: false })).status).toBe(200);
    await waitFor(testApp, async (ds) => {
      const rows = (await ds.query(`SELECT active FROM calculation.skills WHERE id = $1`, [skillId])) as {
        active: boolean;
      }[];
      return rows[0]?.active === false;
    });
    await recalcSettled(testApp);
    expect(await allowanceOf()).toEqual([]);

    // active again with the hours of the shift: the holders are recalculated once more
    expect(
      (await saveSkill({ ...forklift, id: skillId, active: true, allowanceCalculationType: 'hoursWorkedForShift' }))
        .status,
    ).toBe(200);
    await waitFor(testApp, async (ds) => {
      const rows = (await ds.query(`SELECT active FROM calculation.skills WHERE id = $1`, [skillId])) as {
        active: boolean;
      }[];
      return rows[0]?.active === true;
    });
    await recalcSettled(testApp);
    expect(await allowanceOf()).toEqual([{ payTypeId: allowance.body.id, minutes: 475 }]);
  });
});
