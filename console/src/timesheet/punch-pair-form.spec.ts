import type { PunchPairAnswer } from '@rollcall/api-client';
import { canAddOut, pairDraft, pairErrors, pairRequest, withOutRow, withoutOutRow } from './punch-pair-form';

const noCodes = { site: false, position: false, job: false, task: false };

const stored = (over: Partial<PunchPairAnswer> = {}): PunchPairAnswer => ({
  id: 'in-1~',
  employeeId: 'e1',
  timeZone: 'Pacific/Auckland',
  inPunchId: 'in-1',
  outPunchId: null,
  ptimeIn: '2026-11-20T19:00:00.000Z',
  ptimeOut: null,
  inDay: '2026-11-21',
  inTime: '08:00',
  outDay: null,
  outTime: null,
  inPunchType: 'Man',
  outPunchType: null,
  inNote: null,
  outNote: null,
  siteId: null,
  positionId: null,
  jobId: null,
  taskId: null,
  ...over,
});

describe('the punch pair form', () => {
  it('offers the punch-out row only on a pair without an out punch, on the in punch’s day', () => {
    const lone = pairDraft(stored());
    expect(canAddOut(lone)).toBe(true);
    const adding = withOutRow(lone);
    expect(adding).toMatchObject({ addingOut: true, outDay: '2026-11-21', outTime: '' });
    expect(canAddOut(adding)).toBe(false);
    expect(withoutOutRow(adding)).toMatchObject({ addingOut: false, outDay: '', outTime: '' });

    const whole = pairDraft(stored({ id: 'in-1~out-1', outPunchId: 'out-1', outDay: '2026-11-21', outTime: '12:30' }));
    expect(canAddOut(whole)).toBe(false);
    expect(withOutRow(whole)).toBe(whole);
    expect(withoutOutRow(whole)).toBe(whole);
  });

  it('requires the times it shows, Out later than In (the next day counts), Site and Position when used, a Task with a Job', () => {
    const adding = withOutRow(pairDraft(stored()));
    expect(pairErrors(adding, noCodes)).toEqual({ outTime: 'Out: Time is required.' });
    expect(pairErrors({ ...adding, outTime: '07:59' }, noCodes)).toEqual({ outTime: 'Out must be later than In!' });
    expect(pairErrors({ ...adding, outTime: '07:59', outDay: '2026-11-22' }, noCodes)).toEqual({});
    expect(pairErrors({ ...adding, inTime: '', outTime: '12:00' }, noCodes)).toEqual({
      inTime: 'In: Time is required.',
    });
    expect(pairErrors(pairDraft(stored()), { site: true, position: true, job: true, task: true })).toEqual({
      workPlaceId: 'Site is required.',
      positionId: 'Position is required.',
    });
    expect(pairErrors({ ...pairDraft(stored()), jobId: 'j1' }, noCodes)).toEqual({ taskId: 'Please select a task.' });
  });

  it('sends In, the added Out and the codes, and no Out when the row was not added', () => {
    const lone = pairDraft(stored({ siteId: 's1', positionId: 'p1' }));
    expect(pairRequest({ ...lone, reason: ' late ' })).toEqual({
      inDay: '2026-11-21',
      inTime: '08:00',
      workPlaceId: 's1',
      positionId: 'p1',
      jobId: null,
      taskId: null,
      reason: 'late',
    });
    expect(pairRequest({ ...withOutRow(lone), outTime: '12:30' })).toMatchObject({
      inTime: '08:00',
      outDay: '2026-11-21',
      outTime: '12:30',
    });
  });
});
