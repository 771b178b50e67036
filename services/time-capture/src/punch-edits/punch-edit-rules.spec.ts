import {
  codeAndName,
  localDateOf,
  localDateTimeOf,
  localInstant,
  pairSnapshot,
  punchSnapshot,
  sameSignTime,
} from './punch-edit-rules.js';

const AUCKLAND = 'Pacific/Auckland';

describe('the instant a timesheet day and time name', () => {
  it('reads the time in the employee’s zone', () => {
    // 20 November 2026 is in New Zealand daylight time (UTC+13)
    expect(localInstant('2026-11-20', '08:02', AUCKLAND)?.toISOString()).toBe('2026-11-19T19:02:00.000Z');
    expect(localInstant('2026-06-20', '08:02', AUCKLAND)?.toISOString()).toBe('2026-06-19T20:02:00.000Z');
  });

  it('names no instant for a time the clocks skip, and the first of a time they pass twice', () => {
    // 27 September 2026: 02:00 NZST becomes 03:00 NZDT; 5 April 2026: 03:00 NZDT becomes 02:00 NZST
    expect(localInstant('2026-09-27', '02:30', AUCKLAND)).toBeNull();
    expect(localInstant('2026-04-05', '02:30', AUCKLAND)?.toISOString()).toBe('2026-04-04T13:30:00.000Z');
  });

  it('names no instant for a day or time that does not exist', () => {
    expect(localInstant('2026-02-30', '08:00', AUCKLAND)).toBeNull();
    expect(localInstant('2026-11-20', '24:00', AUCKLAND)).toBeNull();
  });

  it('reads back as the local date and time', () => {
    const instant = new Date('2026-11-19T19:02:00.000Z');
    expect(localDateOf(instant, AUCKLAND)).toBe('2026-11-20');
    expect(localDateTimeOf(instant, AUCKLAND)).toBe('2026-11-20 08:02');
  });
});

describe('the same sign time', () => {
  it('is two punches less than a minute apart, the engine’s duplicate', () => {
    const at = new Date('2026-11-19T19:02:30.000Z');
    expect(sameSignTime(at, new Date('2026-11-19T19:02:00.000Z'))).toBe(true);
    expect(sameSignTime(at, new Date('2026-11-19T19:03:29.999Z'))).toBe(true);
    expect(sameSignTime(at, new Date('2026-11-19T19:03:30.000Z'))).toBe(false);
  });
});

describe('a punch and a pair in the history', () => {
  const codes = { site: 'Depot', position: null, job: 'J100 Pack', task: null };

  it('reads in local time with the codes by name', () => {
    expect(punchSnapshot(new Date('2026-11-20T03:35:00.000Z'), AUCKLAND, codes)).toEqual({
      time: '2026-11-20 16:35',
      ...codes,
    });
    expect(pairSnapshot({ in: new Date('2026-11-19T19:02:00.000Z'), out: null }, AUCKLAND, codes)).toEqual({
      in: '2026-11-20 08:02',
      out: null,
      ...codes,
    });
  });

  it('names a code by its code and name, or whichever it has', () => {
    expect(codeAndName('J100', 'Pack')).toBe('J100 Pack');
    expect(codeAndName(null, 'Depot')).toBe('Depot');
    expect(codeAndName('J7', '')).toBe('J7');
  });
});
