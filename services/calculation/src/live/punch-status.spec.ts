import { DateTime } from 'luxon';
import { punchStatus, type StatusFacts } from './punch-status.js';

const zone = 'Pacific/Auckland';
const at = (local: string) => DateTime.fromISO(local, { zone }).toMillis();
const HOURS_12 = 12 * 3_600_000;

function facts(now: string, punches: string[], extra: Partial<StatusFacts> = {}): StatusFacts {
  return { now: at(now), punches: punches.map(at), completionMs: HOURS_12, zone, onLeaveToday: false, ...extra };
}

describe('an employee’s punch status', () => {
  it('is In after an in punch, Out after its out punch, the same day', () => {
    expect(punchStatus(facts('2026-11-20T09:00', ['2026-11-20T08:00']))).toEqual({
      status: 'In',
      openSince: at('2026-11-20T08:00'),
      lastPunchAt: at('2026-11-20T08:00'),
    });
    expect(punchStatus(facts('2026-11-20T17:00', ['2026-11-20T08:00', '2026-11-20T16:30'])).status).toBe('Out');
    expect(
      punchStatus(facts('2026-11-20T13:05', ['2026-11-20T08:00', '2026-11-20T12:00', '2026-11-20T13:00'])).status,
    ).toBe('In');
  });

  it('counts punches within 60 s once', () => {
    expect(punchStatus(facts('2026-11-20T09:00', ['2026-11-20T08:00', '2026-11-20T08:00:40'])).status).toBe('In');
    expect(punchStatus(facts('2026-11-20T09:00', ['2026-11-20T08:00', '2026-11-20T08:01'])).status).toBe('Out');
  });

  it('stays In across midnight on a night shift, and is Out after its out the next morning', () => {
    expect(punchStatus(facts('2026-11-21T02:00', ['2026-11-20T22:00'])).status).toBe('In');
    expect(punchStatus(facts('2026-11-21T06:45', ['2026-11-20T22:00', '2026-11-21T06:30'])).status).toBe('Out');
  });

  it('drops an in punch left open past the completion time: the next punch is an in again', () => {
    // 08:00 never closed; the next day's 08:00 is 24 h later, so it opens a pair of its own
    expect(punchStatus(facts('2026-11-21T09:00', ['2026-11-20T08:00', '2026-11-21T08:00'])).status).toBe('In');
    // alone for 12 hours: no longer In; punched yesterday only
    expect(punchStatus(facts('2026-11-21T08:30', ['2026-11-20T20:00'])).status).toBe('NoPunch');
  });

  it('is Leave on a day of approved leave without punches, NoPunch without either', () => {
    expect(punchStatus(facts('2026-11-20T09:00', [], { onLeaveToday: true })).status).toBe('Leave');
    expect(punchStatus(facts('2026-11-20T09:00', [])).status).toBe('NoPunch');
    expect(punchStatus(facts('2026-11-20T09:00', ['2026-11-19T08:00', '2026-11-19T16:00'])).status).toBe('NoPunch');
    // a punch today wins over the leave
    expect(
      punchStatus(facts('2026-11-20T17:00', ['2026-11-20T08:00', '2026-11-20T12:00'], { onLeaveToday: true })).status,
    ).toBe('Out');
  });

  it('reads no punch after now, and takes "today" in the employee’s zone', () => {
    expect(punchStatus(facts('2026-11-20T07:00', ['2026-11-20T08:00'])).status).toBe('NoPunch');
    // 23:30 UTC on the 19th is 12:30 on the 20th in Auckland
    const now = DateTime.fromISO('2026-11-19T23:30', { zone: 'UTC' }).toMillis();
    const morning = at('2026-11-20T08:00');
    const noon = at('2026-11-20T12:00');
    expect(
      punchStatus({ now, punches: [morning, noon], completionMs: HOURS_12, zone, onLeaveToday: false }).status,
    ).toBe('Out');
  });
});
