import { copyRosterProblem, copyWindow, pasteDateAllowed } from './copy-roster-rules.js';

describe('the Copy Roster window (spec 001 §5)', () => {
  it('opens the range length before and after a week', () => {
    expect(copyWindow('2026-11-23', '2026-11-29')).toEqual({ earliest: '2026-11-16', latest: '2026-12-06', length: 7 });
  });

  it('offers the week before, and any day of the week after; never a paste onto the copied days', () => {
    expect(pasteDateAllowed('2026-11-23', '2026-11-29', '2026-11-16')).toBe(true);
    expect(pasteDateAllowed('2026-11-23', '2026-11-29', '2026-11-30')).toBe(true);
    expect(pasteDateAllowed('2026-11-23', '2026-11-29', '2026-12-06')).toBe(true);
    expect(pasteDateAllowed('2026-11-23', '2026-11-29', '2026-11-17')).toBe(false);
    expect(pasteDateAllowed('2026-11-23', '2026-11-29', '2026-11-25')).toBe(false);
    expect(pasteDateAllowed('2026-11-23', '2026-11-29', '2026-12-07')).toBe(false);
    expect(pasteDateAllowed('2026-11-23', '2026-11-29', '2026-11-15')).toBe(false);
  });

  it('takes the spec’s default of today onto tomorrow', () => {
    expect(copyRosterProblem('2026-11-25', '2026-11-25', '2026-11-26')).toBeNull();
    expect(copyRosterProblem('2026-11-25', '2026-11-25', '2026-11-24')).toBeNull();
    expect(copyRosterProblem('2026-11-25', '2026-11-25', '2026-11-25')).toBe('pasteOutsideWindow');
  });

  it('names what is missing or wrong', () => {
    expect(copyRosterProblem('', '2026-11-29', '2026-11-30')).toBe('fromRequired');
    expect(copyRosterProblem('2026-11-23', '2026-11-29', '')).toBe('pasteRequired');
    expect(copyRosterProblem('2026-11-29', '2026-11-23', '2026-11-30')).toBe('rangeReversed');
    expect(copyRosterProblem('2026-01-01', '2026-03-01', '2026-03-02')).toBe('rangeTooLong');
    expect(copyRosterProblem('2026-02-30', '2026-03-01', '2026-03-02')).toBe('fromRequired');
  });
});
