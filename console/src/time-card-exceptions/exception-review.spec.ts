import type { TimeCardExceptionRow } from '@rollcall/api-client';
import { hideQuery, reviewRows, reviewText } from './exception-review';

const row = (id: string): TimeCardExceptionRow => ({
  id,
  employeeId: 'e1',
  clockId: 1001,
  employeeName: 'Aroha Ngata',
  date: '2026-11-20',
  scheduleIn: '08:00',
  scheduleOut: '16:30',
  actuaIn: '08:12',
  actuaOut: null,
  actuaInException: 'LateArrival',
  minutes: 12,
  approver: null,
  shiftId: '2026-11-20#0',
});

describe('reviewing and reverting exceptions', () => {
  it('sends what identifies the exception, blanks for what the row has not', () => {
    expect(hideQuery(row('a'))).toEqual({
      id: 'e1',
      fromT: '2026-11-20',
      scheduleIn: '08:00',
      scheduleOut: '16:30',
      actuaIn: '08:12',
      actuaOut: '',
      exceptionType: 'LateArrival',
    });
  });

  it('makes one call per row and fails as a whole when any call failed', async () => {
    const called: string[] = [];
    const ok = await reviewRows([row('a'), row('b')], false, async (r) => {
      called.push(r.id);
    });
    expect(called).toEqual(['a', 'b']);
    expect(ok).toEqual({ ok: true, text: 'Review exceptions successfully' });
    const failed = await reviewRows([row('a'), row('b')], true, async (r) => {
      if (r.id === 'b') throw new Error('no');
    });
    expect(failed).toEqual({ ok: false, text: 'Revert exceptions failed' });
  });

  it('says one or many, review or revert', () => {
    expect(reviewText(1, false, true)).toBe('Review exception successfully');
    expect(reviewText(1, false, false)).toBe('Review exception failed');
    expect(reviewText(1, true, true)).toBe('Revert exception successfully');
    expect(reviewText(3, true, true)).toBe('Revert exceptions successfully');
    expect(reviewText(2, false, false)).toBe('Review exceptions failed');
  });
});
