import type { PunchAnswer } from '@rollcall/api-client';
import { newPunch, punchDay, punchDraft, punchErrors, punchRequest } from './punch-form';

const noCodes = { site: false, position: false, job: false, task: false };

const stored = (over: Partial<PunchAnswer> = {}): PunchAnswer => ({
  id: 'p1',
  employeeId: 'e1',
  punchTime: '2026-11-20T04:30:00.000Z',
  day: '2026-11-20',
  time: '17:30',
  timeZone: 'Pacific/Auckland',
  reason: null,
  source: 'Kiosk',
  punchType: 'Man',
  punchLocation: null,
  version: 1,
  workPlaceId: null,
  positionId: null,
  jobId: 'j1',
  taskId: 't1',
  ...over,
});

describe('the punch form', () => {
  it('opens a new punch at 00:00 Today on the day (spec 001 §9)', () => {
    expect(newPunch('2026-11-20')).toMatchObject({ id: null, day: '2026-11-20', dayType: 'Today', time: '00:00' });
  });

  it('reads a stored punch’s day type from its own local date against the timesheet day', () => {
    expect(punchDraft('2026-11-20', stored()).dayType).toBe('Today');
    expect(punchDraft('2026-11-19', stored()).dayType).toBe('NextDay');
    expect(punchDraft('2026-11-21', stored()).dayType).toBe('Previous');
    expect(punchDraft('2026-11-20', stored())).toMatchObject({ time: '17:30', jobId: 'j1', taskId: 't1' });
  });

  it('sends the day shifted by the day type, across a month end', () => {
    expect(punchDay({ day: '2026-12-01', dayType: 'Previous' })).toBe('2026-11-30');
    expect(punchDay({ day: '2026-12-31', dayType: 'NextDay' })).toBe('2027-01-01');
    const body = punchRequest('e1', { ...newPunch('2026-11-20', '23:30'), dayType: 'NextDay', reason: ' late ' });
    expect(body).toEqual({
      employeeId: 'e1',
      day: '2026-11-21',
      punchTime: '23:30',
      dayType: 'NextDay',
      workPlaceId: null,
      positionId: null,
      jobId: null,
      taskId: null,
      reason: 'late',
    });
    expect(punchRequest('e1', punchDraft('2026-11-20', stored())).id).toBe('p1');
  });

  it('asks for the time, the site when site codes are on, and a task once a job is chosen (§5)', () => {
    expect(punchErrors({ ...newPunch('2026-11-20'), time: '' }, noCodes)).toEqual({ punchTime: 'Time is required.' });
    // what the 24-hour time field answers while the text is not a time: refused with the same message
    expect(punchErrors({ ...newPunch('2026-11-20'), time: '1:45 pm' }, noCodes)).toEqual({
      punchTime: 'Time is required.',
    });
    expect(punchErrors(newPunch('2026-11-20'), { ...noCodes, site: true })).toEqual({
      workPlaceId: 'Site is required.',
    });
    expect(punchErrors({ ...newPunch('2026-11-20'), jobId: 'j1' }, noCodes)).toEqual({
      taskId: 'Please select a task.',
    });
    expect(punchErrors(punchDraft('2026-11-20', stored()), noCodes)).toEqual({});
  });
});
