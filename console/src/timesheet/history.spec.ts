import { changedFields, changeTitle } from './history';

describe('timesheet day history', () => {
  it('names the change', () => {
    expect(changeTitle({ entity: 'punchPair', action: 'updated' })).toBe('Punch pair updated');
    expect(changeTitle({ entity: 'punch', action: 'created' })).toBe('Punch created');
  });

  it('shows only the fields an update changed, each before and after', () => {
    expect(
      changedFields({
        before: { time: '2026-11-16 16:30', source: 'Kiosk', jobId: null },
        after: { time: '2026-11-16 13:45', source: 'Kiosk', jobId: 'j1' },
      }),
    ).toEqual([
      { field: 'time', before: '2026-11-16 16:30', after: '2026-11-16 13:45' },
      { field: 'jobId', before: '--', after: 'j1' },
    ]);
  });

  it('shows every field of a record created or deleted', () => {
    expect(changedFields({ before: null, after: { time: '13:45', units: 2.5, manual: true } })).toEqual([
      { field: 'time', before: '--', after: '13:45' },
      { field: 'units', before: '--', after: '2.5' },
      { field: 'manual', before: '--', after: 'true' },
    ]);
    expect(changedFields({ before: { time: '13:45' }, after: null })).toEqual([
      { field: 'time', before: '13:45', after: '--' },
    ]);
  });
});
