import { dropDecision, type DropDay } from './roster-drop';

const day = (sections: DropDay['sections'], extra: Partial<DropDay> = {}): DropDay => ({
  employeeId: 'e1',
  date: '2026-11-25',
  isOffDay: false,
  isClosed: false,
  sections,
  ...extra,
});
const morning = { id: 'a', start: '06:00', end: '12:00' };
const late = { id: 'b', start: '14:00', end: '22:00' };

describe('a roster drop (spec 001 §4 "Roster drag")', () => {
  const shift = (start: string, end: string) => ({ kind: 'shift' as const, shiftId: 's1', section: { start, end } });

  it('adds a shift from the list to a cell, unless it overlaps a shift already there', () => {
    expect(dropDecision(shift('13:00', '14:00'), day([morning, late]), false)).toEqual({
      action: { kind: 'add', shiftId: 's1' },
      refusal: null,
    });
    expect(dropDecision(shift('11:00', '13:00'), day([morning]), false).refusal).toBe('conflict');
  });

  it('refuses any drop on a date in a closed pay period', () => {
    expect(dropDecision(shift('13:00', '14:00'), day([], { isClosed: true }), false).refusal).toBe('periodClosed');
    expect(dropDecision({ kind: 'offDay' }, day([morning], { isClosed: true }), false).refusal).toBe('periodClosed');
  });

  it('moves a bar to another cell and copies it with Ctrl; a bar back on its own cell does nothing', () => {
    const from = day([morning], { employeeId: 'e2' });
    const bar = { kind: 'bar' as const, from, section: morning };
    expect(dropDecision(bar, day([late]), false)).toEqual({ action: { kind: 'move', sectionId: 'a' }, refusal: null });
    expect(dropDecision(bar, day([late]), true).action).toEqual({ kind: 'copy', sectionId: 'a' });
    expect(dropDecision(bar, from, false)).toEqual({ action: { kind: 'none' }, refusal: null });
    expect(dropDecision(bar, day([{ id: 'c', start: '10:00', end: '11:00' }]), false).refusal).toBe('conflict');
  });

  it('does not move a locked entry, nor a bar out of a closed period (a copy leaves the source alone)', () => {
    const locked = { ...morning, type: 2 };
    expect(
      dropDecision({ kind: 'bar', from: day([locked]), section: locked }, day([], { date: '2026-11-26' }), false),
    ).toMatchObject({ refusal: 'locked' });
    const closedFrom = day([morning], { isClosed: true, date: '2026-11-20' });
    const bar = { kind: 'bar' as const, from: closedFrom, section: morning };
    expect(dropDecision(bar, day([]), false).refusal).toBe('periodClosed');
    expect(dropDecision(bar, day([]), true).refusal).toBeNull();
  });

  it('replaces the day with the Off Day entry whatever is on it', () => {
    expect(dropDecision({ kind: 'offDay' }, day([morning, late]), false)).toEqual({
      action: { kind: 'offDay' },
      refusal: null,
    });
    expect(dropDecision({ kind: 'offDay' }, day([], { isOffDay: true }), false).action).toEqual({ kind: 'none' });
  });

  it('without the multi-shift feature refuses a second shift on a day, but not the first nor an Off Day', () => {
    const add = shift('13:00', '14:00');
    expect(dropDecision(add, day([morning]), false, false).refusal).toBe('multiShift');
    expect(dropDecision(add, day([]), false, false).refusal).toBeNull();
    expect(
      dropDecision(add, day([{ id: 'o', start: '00:00', end: '24:00', type: 3 }], { isOffDay: true }), false, false),
    ).toMatchObject({ refusal: null });
    const bar = { kind: 'bar' as const, from: day([late], { employeeId: 'e2' }), section: late };
    expect(dropDecision(bar, day([morning]), true, false).refusal).toBe('multiShift');
    expect(dropDecision(bar, day([{ id: 'c', start: '15:00', end: '16:00' }]), true, false).refusal).toBe('conflict');
    expect(dropDecision({ kind: 'offDay' }, day([morning]), false, false).refusal).toBeNull();
  });
});
