import type { ScheduleDay } from '@rollcall/contracts';
import { DateTime } from 'luxon';
import { nextScheduled } from './next-scheduled.js';

const zone = 'Pacific/Auckland';
const now = (local: string) => DateTime.fromISO(local, { zone }).toMillis();
const day = (date: string, sections: ScheduleDay['sections'], offDay = false): ScheduleDay => ({
  date,
  offDay,
  sections,
});

describe('the next scheduled time', () => {
  const week = [
    day('2026-11-20', [{ start: '08:00', end: '16:30' }]),
    day('2026-11-21', [], true),
    day('2026-11-22', [], true),
    day('2026-11-23', [
      { start: '13:00', end: '17:00' },
      { start: '07:00', end: '11:00' },
    ]),
  ];

  it('is today’s shift before it ends, under way included', () => {
    expect(nextScheduled(week, now('2026-11-20T06:00'), zone)).toEqual({
      start: '2026-11-20T08:00',
      end: '2026-11-20T16:30',
    });
    expect(nextScheduled(week, now('2026-11-20T12:00'), zone)?.start).toBe('2026-11-20T08:00');
  });

  it('skips off days and finished shifts, and takes the earliest section of a split day', () => {
    expect(nextScheduled(week, now('2026-11-20T17:00'), zone)).toEqual({
      start: '2026-11-23T07:00',
      end: '2026-11-23T11:00',
    });
    expect(nextScheduled(week, now('2026-11-23T11:30'), zone)?.start).toBe('2026-11-23T13:00');
    expect(nextScheduled(week, now('2026-11-23T18:00'), zone)).toBeNull();
  });

  it('places overnight sections on the next day, and Previous starts on the day before', () => {
    const nights = [
      day('2026-11-20', [{ start: '22:00', end: '06:00', endType: 'NextDay' }]),
      day('2026-11-22', [{ start: '23:00', startType: 'Previous', end: '07:00' }]),
    ];
    expect(nextScheduled(nights, now('2026-11-21T05:00'), zone)).toEqual({
      start: '2026-11-20T22:00',
      end: '2026-11-21T06:00',
    });
    expect(nextScheduled(nights, now('2026-11-21T12:00'), zone)).toEqual({
      start: '2026-11-21T23:00',
      end: '2026-11-22T07:00',
    });
  });
});
