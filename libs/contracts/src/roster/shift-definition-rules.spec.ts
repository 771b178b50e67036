import { mondayOf } from './roster-dates.js';
import { OFF_DAY_SHIFT_ID, shiftProblem, sortShifts } from './shift-definition-rules.js';

describe('shift definitions (spec 001 §5)', () => {
  const valid = { departmentId: 'd1', start: '09:00', end: '17:00', breakMinutes: 30 };

  it('requires the position, start and end', () => {
    expect(shiftProblem(valid)).toBeNull();
    expect(shiftProblem({ ...valid, departmentId: '' })).toBe('positionRequired');
    expect(shiftProblem({ ...valid, start: '' })).toBe('startRequired');
    expect(shiftProblem({ ...valid, end: '' })).toBe('endRequired');
  });

  it('wants End later than Start counting the Previous/Next Day flags', () => {
    expect(shiftProblem({ ...valid, start: '00:00', end: '00:00' })).toBe('endNotLater');
    expect(shiftProblem({ ...valid, start: '22:00', end: '06:00' })).toBe('endNotLater');
    expect(shiftProblem({ ...valid, start: '22:00', end: '06:00', endType: 'NextDay' })).toBeNull();
    expect(shiftProblem({ ...valid, start: '22:00', end: '06:00', startType: 'Previous' })).toBeNull();
  });

  it('refuses a break as long as the shift', () => {
    expect(shiftProblem({ ...valid, breakMinutes: 480 })).toBe('breakTooLong');
  });

  it('lists Off Day first, then by department name, then start time', () => {
    const shift = (id: string, departmentName: string, start: string, startType: 'Previous' | 'Today' = 'Today') => ({
      id,
      departmentName,
      start,
      end: '23:00',
      startType,
    });
    const sorted = sortShifts([
      shift('b-late', 'bar', '14:00'),
      shift('a-morning', 'Aisle', '08:00'),
      shift('b-early', 'Bar', '06:00'),
      shift(OFF_DAY_SHIFT_ID, '', '00:00'),
      shift('b-overnight', 'Bar', '22:00', 'Previous'),
    ]);
    expect(sorted.map((s) => s.id)).toEqual([OFF_DAY_SHIFT_ID, 'a-morning', 'b-overnight', 'b-early', 'b-late']);
  });

  it('starts the week on Monday', () => {
    expect(mondayOf('2026-11-25')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
  });
});
