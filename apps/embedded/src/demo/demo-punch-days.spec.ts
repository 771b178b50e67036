import { DateTime } from 'luxon';
import { demoPunchDays } from './demo-punch-days.js';

const ZONE = 'Pacific/Auckland';
const punchedOn = (today: string) => demoPunchDays(DateTime.fromISO(today, { zone: ZONE })).map((d) => d.toISODate());

/** Monday 16 to Friday 20 November 2026: the week before the one of 23-29 November. */
const LAST_WEEK = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];

describe('the days the demo seed punches', () => {
  it.each([
    ['Monday', '2026-11-23T07:00', []],
    ['Tuesday', '2026-11-24T00:05', ['2026-11-23']],
    ['Wednesday', '2026-11-25T10:00', ['2026-11-23', '2026-11-24']],
    ['Friday', '2026-11-27T23:59', ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']],
    ['Saturday', '2026-11-28T10:00', ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']],
    ['Sunday', '2026-11-29T18:00', ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']],
  ])('on a %s: every weekday of last week, and of this week before today', (_, today, thisWeek) => {
    expect(punchedOn(today)).toEqual([...LAST_WEEK, ...thisWeek]);
  });

  it('counts the days in the zone of the date given: Sunday evening in UTC is Monday in Auckland', () => {
    // 2026-11-22 11:30 UTC is Monday 23 November 00:30 in Auckland (NZDT, +13)
    const today = DateTime.fromISO('2026-11-22T11:30:00Z').setZone(ZONE);
    expect(demoPunchDays(today).map((d) => d.toISODate())).toEqual(LAST_WEEK);
    expect(demoPunchDays(today).every((d) => d.zoneName === ZONE && d.hour === 0)).toBe(true);
  });
});
