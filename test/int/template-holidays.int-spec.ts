import { jest } from '@jest/globals';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { clockStartsAt } from '../support/clock-starts-at.js';
import type { TestApp } from '../support/test-app.js';
import { call, createCompany, signIn, startThinPath, type TestCompany, waitFor } from '../support/thin-path-fixture.js';

jest.setTimeout(90_000);

// Written for Sunday 22 November 2026 in Auckland: tomorrow is Monday 23 November.
clockStartsAt('2026-11-22T12:00:00+13:00');

interface StoredDay {
  off_day: boolean;
  sections: { start: string }[];
  template_id: string | null;
}

const WEEKDAYS = Array.from({ length: 7 }, (_, i) => ({
  num: i + 1,
  isOffDay: i >= 5,
  workSections: i >= 5 ? [] : [{ startTime: '08:00', endTime: '16:30', breakTime: 30 }],
}));

/**
 * A holiday added, moved or removed reaches the templates' generated days when scheduling hears of it
 * (org.holiday.changed.v1), not at the next daily job: future days regenerate (off unless the template works on
 * holidays), days set by hand and past days stay.
 */
describe('holidays applied to generated days as they arrive', () => {
  let testApp: TestApp;
  let company: TestCompany;
  let admin: string;
  let scheduling: DataSource;
  let offTemplate = '';

  const post = <T>(path: string, body: unknown) => call<T>(testApp, 'POST', path, { token: admin, body });
  const dayOf = async (employeeId: string, date: string) =>
    (
      (await scheduling.query(
        `SELECT off_day, sections, template_id FROM scheduling.schedule_days WHERE employee_id = $1 AND date = $2`,
        [employeeId, date],
      )) as StoredDay[]
    )[0];
  const worked = (templateId: string) => ({ off_day: false, sections: [{ start: '08:00' }], template_id: templateId });
  const off = (templateId: string) => ({ off_day: true, sections: [], template_id: templateId });
  const holidaysHeard = async (holidayId: string, date: string | null) =>
    waitFor(testApp, async () => {
      const rows = (await scheduling.query(
        `SELECT to_char(date, 'YYYY-MM-DD') AS date FROM scheduling.holidays WHERE id = $1`,
        [holidayId],
      )) as { date: string }[];
      return (rows[0]?.date ?? null) === date;
    });
  const saveHoliday = async (body: Record<string, unknown>) => {
    const saved = await post<{ message: string; id: string }>('/holiday/save', body);
    expect(saved.status).toBe(200);
    await holidaysHeard(saved.body.id, String(body.date));
    return saved.body.id;
  };

  beforeAll(async () => {
    testApp = await startThinPath();
    company = await createCompany(testApp, 'THA', 8700);
    admin = await signIn(testApp, company.adminEmail);
    scheduling = testApp.app.get<DataSource>(getDataSourceToken('scheduling'), { strict: false });
    await waitFor(testApp, async () => {
      const rows = (await scheduling.query(`SELECT count(*)::int AS n FROM scheduling.employees`)) as { n: number }[];
      return rows[0]?.n === 2;
    });
    const template = async (name: string, employeeId: string, workOnHoliday: boolean) => {
      const saved = await post<{ id: string }>('/schedule/save', {
        name,
        employeeIds: [employeeId],
        periodType: 'Weekly',
        // from the Monday of last week: the past days of this week are generated too
        startDate: '2026-11-16',
        workOnHoliday,
        scheduleType: 'template',
        scheduleRules: WEEKDAYS,
      });
      expect(saved.status).toBe(200);
      return saved.body.id;
    };
    offTemplate = await template('Weekdays', company.employeeId, false);
    await template('Weekdays on holidays', company.otherEmployeeId, true);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('makes a future generated day off as soon as a holiday on it arrives, unless the template works on holidays', async () => {
    const other = company.otherEmployeeId;
    const otherTemplate = (await dayOf(other, '2026-12-09'))?.template_id ?? '';
    expect(await dayOf(company.employeeId, '2026-12-09')).toMatchObject(worked(offTemplate));
    const dayEvents = async () =>
      (
        (await scheduling.query(
          `SELECT count(*)::int AS n FROM scheduling.outbox
            WHERE type = 'schedule.day.changed.v1' AND payload->>'date' = '2026-12-09'`,
        )) as { n: number }[]
      )[0]?.n ?? 0;
    const eventsBefore = await dayEvents();

    await saveHoliday({ name: 'Founders Day', date: '2026-12-09', alterdate: '2026-12-09' });

    expect(await dayOf(company.employeeId, '2026-12-09')).toMatchObject(off(offTemplate));
    expect(await dayOf(other, '2026-12-09')).toMatchObject(worked(otherTemplate));
    // one schedule.day.changed.v1, for the day that changed, so the calculation service hears of it
    expect(await dayEvents()).toBe(eventsBefore + 1);
  });

  it('gives the day back when the holiday moves, leaves a day set by hand as it is, and never changes a past day', async () => {
    const employee = company.employeeId;
    const byHand = await post<{ message: string }>('/schedule/saveEmployeeCustomSchedule', {
      employeeId: employee,
      ruleVos: [{ ruleDay: '2026-12-16', isOffDay: false, workSections: [{ startTime: '10:00', endTime: '14:00' }] }],
    });
    expect(byHand.status).toBe(200);
    const [holiday] = (await scheduling.query(
      `SELECT id FROM scheduling.holidays WHERE date = '2026-12-09' AND company_id = $1`,
      [company.companyId],
    )) as { id: string }[];
    const id = holiday?.id ?? '';

    await saveHoliday({ id, name: 'Founders Day', date: '2026-12-16', alterdate: '2026-12-16' });
    expect(await dayOf(employee, '2026-12-09')).toMatchObject(worked(offTemplate));
    expect(await dayOf(employee, '2026-12-16')).toEqual({
      off_day: false,
      sections: [expect.objectContaining({ start: '10:00' })],
      template_id: null,
    });

    // a holiday on a day already past: that day is as it was (a template changes future days only)
    const pastId = await saveHoliday({ name: 'Last Friday', date: '2026-11-20', alterdate: '2026-11-20' });
    expect(await dayOf(employee, '2026-11-20')).toMatchObject(worked(offTemplate));

    // removed: the moved holiday's day stays set by hand, and the template's days on it are worked again
    const removed = await post<{ message: string }>('/holiday/delete', { ids: [id, pastId] });
    expect(removed.status).toBe(200);
    await holidaysHeard(id, null);
    await holidaysHeard(pastId, null);
    expect((await dayOf(employee, '2026-12-16'))?.template_id).toBeNull();
    expect(await dayOf(employee, '2026-12-09')).toMatchObject(worked(offTemplate));
  });

  it('takes the holiday off a day when it is removed', async () => {
    const id = await saveHoliday({ name: 'Picnic Day', date: '2026-12-10', alterdate: '2026-12-10' });
    expect(await dayOf(company.employeeId, '2026-12-10')).toMatchObject(off(offTemplate));
    expect((await post('/holiday/delete', { ids: [id] })).status).toBe(200);
    await holidaysHeard(id, null);
    expect(await dayOf(company.employeeId, '2026-12-10')).toMatchObject(worked(offTemplate));
  });
});
