import type { DayResult } from '@rollcall/contracts';
import { canonicalJson, dayDifference } from './day-difference.js';

const worked: DayResult = {
  date: '2026-11-12',
  status: 'Working',
  shifts: [
    {
      key: '2026-11-12#u0',
      scheduled: null,
      pairs: [
        {
          inPunchId: 'a',
          outPunchId: 'b',
          paidFrom: '2026-11-11T19:00:00.000Z',
          paidTo: '2026-11-12T03:30:00.000Z',
          minutes: 510,
        },
      ],
      breakDeductedMinutes: 0,
      paidMinutes: 510,
    },
  ],
  payTypes: [{ payTypeId: 'ord', minutes: 510 }],
  exceptions: [],
  explain: [],
};

describe('dayDifference', () => {
  it('finds no difference between a stored day and an equal fresh one whose keys come back in another order', () => {
    const stored = JSON.parse(canonicalJson(worked)) as DayResult;
    expect(dayDifference('e', worked, stored)).toBeNull();
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
  });

  it('names the fields that differ and shows both values of status, pay types and exceptions', () => {
    const stale: DayResult = {
      ...worked,
      shifts: [],
      payTypes: [{ payTypeId: 'ord', minutes: 943 }],
      exceptions: [{ type: 'MissingPunch' }],
    };
    expect(dayDifference('e', worked, stale)).toEqual({
      employeeId: 'e',
      date: '2026-11-12',
      fields: ['payTypes', 'exceptions', 'shifts'],
      stored: {
        status: 'Working',
        payTypes: [{ payTypeId: 'ord', minutes: 943 }],
        exceptions: [{ type: 'MissingPunch' }],
      },
      fresh: { status: 'Working', payTypes: [{ payTypeId: 'ord', minutes: 510 }], exceptions: [] },
    });
  });

  it('treats a day with nothing stored as a day that shows nothing', () => {
    const empty: DayResult = { ...worked, status: 'NoData', shifts: [], payTypes: [] };
    expect(dayDifference('e', empty, undefined)).toBeNull();
    expect(dayDifference('e', worked, undefined)?.fields).toEqual(['missing']);
  });
});
