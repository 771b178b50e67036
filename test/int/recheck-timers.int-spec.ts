import { jest } from '@jest/globals';
import { RecalcVerifier, RecalcWorker } from '@rollcall/calculation';
import { EmployeeSchedulesService } from '@rollcall/scheduling';
import { clockStartsAt } from '../support/clock-starts-at.js';
import { type Crowd, createCrowd, quiescent } from '../support/crowd-fixture.js';
import { calcQuery, storedDay } from '../support/recalc-fixture.js';
import type { TestApp } from '../support/test-app.js';
import { startThinPath } from '../support/thin-path-fixture.js';

jest.setTimeout(120_000);
// Wednesday 18 November 2026, noon in Auckland: the scheduled day is under way.
clockStartsAt('2026-11-18T12:00:00+13:00');

/** A stored day changes by the passing of time alone: it is calculated again when that time comes. */
describe('recheck timers', () => {
  let testApp: TestApp;
  let crowd: Crowd;
  const date = '2026-11-18';

  beforeAll(async () => {
    testApp = await startThinPath();
    crowd = await createCrowd(testApp, 'TIMED', 9400, 1);
    await testApp.app
      .get(EmployeeSchedulesService, { strict: false })
      .setDays(crowd.companyId, crowd.employees[0]!.id, [
        { date, offDay: false, sections: [{ start: '09:00', end: '17:00' }] },
      ]);
    await quiescent(testApp);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('marks a scheduled day with no punch Absent once its end has passed, with no new event', async () => {
    const employeeId = crowd.employees[0]!.id;
    expect((await storedDay(testApp, employeeId, date))?.status).not.toBe('Absent');
    const timers = await calcQuery<{ date: string; due_at: Date }>(
      testApp,
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, due_at FROM calculation.recheck_timers WHERE employee_id = $1
        ORDER BY date`,
      [employeeId],
    );
    // 17:00 in Auckland, kept on the day of that instant and the day before
    expect(timers.map((t) => [t.date, t.due_at.toISOString()])).toEqual([
      ['2026-11-17', '2026-11-18T04:00:00.000Z'],
      ['2026-11-18', '2026-11-18T04:00:00.000Z'],
    ]);

    jest.setSystemTime(new Date('2026-11-18T17:00:30+13:00'));
    const verifier = testApp.app.get(RecalcVerifier, { strict: false });
    const stale = await verifier.verify(crowd.companyId, { from: date, to: date }, new Date());
    expect(stale.differences.map((d) => [d.date, d.fields, d.stored?.status, d.fresh.status])).toEqual([
      [date, expect.arrayContaining(['status', 'exceptions']), expect.not.stringMatching('Absent'), 'Absent'],
    ]);

    expect(await testApp.app.get(RecalcWorker, { strict: false }).queueDueRechecks()).toBe(2);
    await quiescent(testApp);
    const day = await storedDay(testApp, employeeId, date);
    expect(day?.status).toBe('Absent');
    expect(day?.result.exceptions.map((e) => e.type)).toEqual(['Absent']);
    expect((await verifier.verify(crowd.companyId, { from: date, to: date }, new Date())).differing).toBe(0);
  });
});
