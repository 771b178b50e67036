import fc from 'fast-check';
import { DateTime } from 'luxon';
import { addDays, dateOfDayNumber, dayNumber, eachDate } from '../src/time/civil-date.js';
import { ZoneClock } from '../src/time/zone-clock.js';

const ZONES = [
  'Pacific/Auckland',
  'Pacific/Chatham',
  'Australia/Lord_Howe',
  'America/New_York',
  'Asia/Kolkata',
  'Europe/London',
  'UTC',
];

describe('civil dates', () => {
  test('day numbers round-trip and agree with Date.UTC', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (n) => {
        const date = dateOfDayNumber(n);
        expect(dayNumber(date)).toBe(n);
        expect(date).toBe(new Date(n * 86_400_000).toISOString().slice(0, 10));
      }),
    );
  });

  test('addDays and eachDate cross month and leap-year ends', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(eachDate('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });
});

describe('ZoneClock', () => {
  const nz = new ZoneClock('Pacific/Auckland');

  test('local date, time and ISO with offset agree with luxon', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: 1_600_000_000, max: 1_900_000_000 }),
        (zone, seconds) => {
          const ms = seconds * 1000;
          const clock = new ZoneClock(zone);
          const dt = DateTime.fromMillis(ms, { zone });
          expect(clock.localDate(ms)).toBe(dt.toISODate());
          expect(clock.localTime(ms)).toBe(dt.toFormat('HH:mm'));
          expect(clock.minuteOfHour(ms)).toBe(dt.minute);
          expect(clock.iso(ms)).toBe(dt.toFormat("yyyy-MM-dd'T'HH:mm:ssZZ"));
        },
      ),
      { numRuns: 2000 },
    );
  });

  test('instantOf inverts local wall time, taking the first occurrence of a repeated time', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: 26_000_000, max: 31_000_000 }), (zone, minute) => {
        const ms = minute * 60_000;
        const clock = new ZoneClock(zone);
        const date = clock.localDate(ms);
        const hhmm = clock.localTime(ms);
        const back = clock.instantOf(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)));
        expect(clock.localDate(back)).toBe(date);
        expect(clock.localTime(back)).toBe(hhmm);
        expect(back).toBeLessThanOrEqual(ms);
      }),
      { numRuns: 3000 },
    );
  });

  test('Auckland: 02:30 on 2026-04-05 happens twice and is its first occurrence (NZDT)', () => {
    expect(nz.iso(nz.instantOf('2026-04-05', 150))).toBe('2026-04-05T02:30:00+13:00');
    expect(nz.iso(nz.instantOf('2026-04-05', 210))).toBe('2026-04-05T03:30:00+12:00');
  });

  test('Auckland: 02:30 on 2026-09-27 never happens and moves forward by the gap to 03:30', () => {
    expect(nz.iso(nz.instantOf('2026-09-27', 150))).toBe('2026-09-27T03:30:00+13:00');
    expect(nz.iso(nz.instantOf('2026-09-27', 120))).toBe('2026-09-27T03:00:00+13:00');
    expect(nz.iso(nz.instantOf('2026-09-27', 119))).toBe('2026-09-27T01:59:00+12:00');
  });

  test('Auckland: only wall times in the hour repeated on 2026-04-05 (02:00–02:59) are repeated; the change is found to the minute', () => {
    const first = Date.parse('2026-04-05T02:00:00+13:00');
    const second = Date.parse('2026-04-05T02:59:00+12:00');
    expect([first, second].map((ms) => nz.isRepeatedWallTime(ms))).toEqual([true, true]);
    expect(nz.isRepeatedWallTime(Date.parse('2026-04-05T01:59:00+13:00'))).toBe(false);
    expect(nz.isRepeatedWallTime(Date.parse('2026-04-05T03:00:00+12:00'))).toBe(false);
    expect(nz.isRepeatedWallTime(Date.parse('2026-09-27T01:59:00+12:00'))).toBe(false);
    expect(nz.offsetText(first)).toBe('+13:00');
    expect(nz.changeBetween(Date.parse('2026-04-04T22:00:00+13:00'), Date.parse('2026-04-05T06:00:00+12:00'))).toEqual({
      atMs: Date.parse('2026-04-05T03:00:00+13:00'),
      before: 780,
      after: 720,
    });
    expect(
      nz.changeBetween(Date.parse('2026-04-06T00:00:00+12:00'), Date.parse('2026-04-06T08:00:00+12:00')),
    ).toBeNull();
  });

  test('an unknown zone is refused', () => {
    expect(() => new ZoneClock('Mars/Olympus')).toThrow(RangeError);
  });
});
