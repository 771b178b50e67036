import { runAnswer, RUN_STOPPED, STALE_RUN_MS } from './schedule-mail-rules.js';
import type { ScheduleMailRun } from './schedule-mail-runs.js';

const NOW = Date.parse('2026-11-23T01:00:00Z');
const run = (more: Partial<ScheduleMailRun>): ScheduleMailRun => ({
  id: 'r1',
  startDate: '2026-11-23',
  endDate: '2026-11-29',
  delivery: 'smtp',
  total: 3,
  sent: 1,
  failed: [],
  status: 'sending',
  reason: null,
  startedAt: new Date(NOW - 5_000).toISOString(),
  updatedAt: new Date(NOW - 1_000).toISOString(),
  finishedAt: null,
  ...more,
});

describe('a Send All run’s answer', () => {
  it('while sending: accepted (truthy) with the sending message and the count so far', () => {
    expect(runAnswer(run({}), NOW)).toMatchObject({
      success: true,
      message: 'The emails are being sent.',
      status: 'sending',
      sent: 1,
      total: 3,
      runId: 'r1',
    });
  });

  it('once done: the spec’s answer, truthy only when every chosen employee got their week', () => {
    const done = { status: 'done' as const, sent: 3, finishedAt: new Date(NOW).toISOString() };
    expect(runAnswer(run(done), NOW)).toMatchObject({ success: true, message: 'Email sent successfully' });
    const missed = [{ employeeId: 'e3', name: 'Nomail Jones', reason: 'has no e-mail address' }];
    expect(runAnswer(run({ ...done, sent: 2, failed: missed }), NOW)).toMatchObject({
      success: false,
      message: 'Failed to send emails.',
      failed: missed,
    });
  });

  it('says interrupted when it failed, or stopped making progress (its process ended)', () => {
    expect(runAnswer(run({ status: 'failed', reason: RUN_STOPPED }), NOW)).toMatchObject({
      success: false,
      status: 'interrupted',
      message: 'Failed to send emails.',
      reason: RUN_STOPPED,
    });
    const stale = run({ updatedAt: new Date(NOW - STALE_RUN_MS - 1).toISOString() });
    expect(runAnswer(stale, NOW)).toMatchObject({ status: 'interrupted', reason: RUN_STOPPED });
  });
});
