// Distributed mode over a real Kafka broker: reporting learns employees, structure nodes and schedule days from
// organisation's and scheduling's events, so a day the global schedule writes shows in the roster's Print (the
// WeeklyScheduleReport PDF) and in the employee's e-mailed week, both through the gateway.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { adminToken, type FlowRun, type FlowSystem } from '../support/flow-system.js';
import { pdfPages } from '../support/pdf-text.js';

let running: () => FlowRun;
let flow: FlowSystem;

/** A week no other flow suite writes schedules or holidays in (a Monday to Sunday). */
const WEEK = { startDate: '2027-04-05', endDate: '2027-04-11' };

/** Registers the test, run on the system `run` hands it (distributed.flow-spec.ts). */
export function rosterWeekInReporting(run: () => FlowRun): void {
  running = run;
  describe('a written schedule day reaches reporting over Kafka: Print and e-mail', rosterWeekTests);
}

function rosterWeekTests(): void {
  let token = '';

  beforeAll(async () => {
    flow = running().flow;
    token = await adminToken(running());
  });

  it('prints the day in the WeeklyScheduleReport and mails it to the employee', async () => {
    const generated = await flow.call('POST', '/globalschedule/generate', {
      token,
      body: {
        byEmployee: true,
        employeeIds: [flow.seeded.employeeId],
        departmentIds: [],
        ruleDay: {
          isOffDay: false,
          ruleDate: WEEK.startDate,
          workSections: [{ startTime: '09:00', endTime: '17:00', breakTime: 30 }],
        },
      },
    });
    expect(generated.status).toBe(200);

    const text = await flow.eventually('the report shows the written day', async () => {
      const answer = await fetch(`${flow.system.gatewayUrl}/api/reports/WeeklyScheduleReport`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...WEEK, sortBy: 'LastName' }),
        signal: AbortSignal.timeout(20_000),
      });
      expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'application/pdf']);
      const pages = (await pdfPages(new Uint8Array(await answer.arrayBuffer()))).join(' ');
      expect(pages).toContain('Tester, Flo 09:00 – 17:00');
      return pages;
    });
    expect(text).toContain('Mon 5 Apr');

    const { smtp } = running();
    const sent = await flow.call<{ success: boolean; message: string; delivery: string }>(
      'POST',
      '/standardshifts/sendEmployeeEmail',
      { token, body: { ...WEEK, employeeId: flow.seeded.employeeId } },
    );
    expect([sent.status, sent.body.success, sent.body.message, sent.body.delivery]).toEqual([
      200,
      true,
      'Email sent successfully',
      'smtp',
    ]);
    const mail = await smtp.waitFor(
      (m) => m.to.includes('flo.tester@flow.test') && m.subject.startsWith('Your schedule'),
    );
    expect(mail.text).toContain('Mon 5 Apr: 09:00 – 17:00');
    expect(mail.html).toContain('09:00 – 17:00');
    expect(mail.authUser).toBe('mailer');
    const handled = await flow.rows<{ consumer: string }>(
      `SELECT DISTINCT consumer FROM reporting.inbox ORDER BY consumer`,
    );
    expect(handled.map((r) => r.consumer)).toEqual([
      'reporting.departments',
      'reporting.employees',
      'reporting.schedules',
    ]);
    expect(flow.crashes).toEqual([]);
  }, 120_000);
}
