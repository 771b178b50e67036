import {
  dayByShift,
  EMPTY_DAY,
  offDayOf,
  placeSection,
  sectionOfShift,
  takeSection,
  withSectionIds,
} from './roster-rules.js';

const section = (id: string, start: string, end: string, type: number | null = null) => ({ id, start, end, type });

describe('roster day rules (spec 001 §4 "Roster drag")', () => {
  it('adds a section in start order, and refuses one that overlaps', () => {
    const day = { offDay: false, sections: [section('a', '14:00', '18:00')] };
    expect(placeSection(day, section('b', '06:00', '10:00'))).toEqual({
      offDay: false,
      sections: [section('b', '06:00', '10:00'), section('a', '14:00', '18:00')],
    });
    expect(placeSection(day, section('c', '17:00', '20:00'))).toBe('conflict');
  });

  it('lets a shift dropped on an off day replace it', () => {
    expect(placeSection({ offDay: true, sections: [] }, section('a', '09:00', '17:00'))).toEqual({
      offDay: false,
      sections: [section('a', '09:00', '17:00')],
    });
  });

  it('takes a section off a day, never a locked one', () => {
    const day = { offDay: false, sections: [section('a', '09:00', '12:00'), section('l', '13:00', '14:00', 2)] };
    expect(takeSection(day, 'a')).toEqual({
      day: { offDay: false, sections: [section('l', '13:00', '14:00', 2)] },
      section: section('a', '09:00', '12:00'),
    });
    expect(takeSection(day, 'l')).toBe('locked');
    expect(takeSection(day, 'x')).toBe('noSection');
  });

  it('makes a day off unless it holds a locked entry', () => {
    expect(offDayOf({ offDay: false, sections: [section('a', '09:00', '12:00')] })).toEqual({
      offDay: true,
      sections: [],
    });
    expect(offDayOf({ offDay: false, sections: [section('l', '09:00', '12:00', 2)] })).toBe('locked');
    expect(offDayOf(EMPTY_DAY)).toEqual({ offDay: true, sections: [] });
  });

  it('gives sections written without an id the same id on every read', () => {
    const stored = [{ start: '08:00', end: '16:30' }, section('kept', '18:00', '19:00')];
    const once = withSectionIds('e1', '2026-11-23', stored);
    expect(withSectionIds('e1', '2026-11-23', stored)).toEqual(once);
    expect(once[0]?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(once[1]?.id).toBe('kept');
    expect(withSectionIds('e1', '2026-11-24', stored)[0]?.id).not.toBe(once[0]?.id);
  });

  it('places a shift definition as a section naming it', () => {
    const shift = {
      id: 's1',
      labelName: 'Night',
      colorCode: '#1890FF',
      departmentId: 'p1',
      startTime: '22:00',
      endTime: '06:00',
      startTimeType: 'Today' as const,
      endTimeType: 'NextDay' as const,
      breakTime: 30,
    };
    expect(sectionOfShift(shift, 'x')).toEqual({
      id: 'x',
      shiftId: 's1',
      labelName: 'Night',
      colorCode: '#1890FF',
      type: null,
      start: '22:00',
      end: '06:00',
      startType: 'Today',
      endType: 'NextDay',
      breakMinutes: 30,
      positionId: 'p1',
    });
  });

  it('brings the sections placed from a shift in line with it, or takes them off (handleScheduleByShift)', () => {
    const placed = { ...section('a', '06:00', '12:00'), shiftId: 's1', labelName: 'Early', colorCode: null };
    const locked = { ...section('b', '13:00', '14:00', 2), shiftId: 's1', labelName: 'Early' };
    const other = { ...section('c', '15:00', '18:00'), shiftId: 's2' };
    const day = { offDay: false, sections: [placed, locked, other] };
    const looks = { action: 'update' as const, labelName: 'Dawn', colorCode: '#1890FF', breakMinutes: 30 };
    expect(dayByShift(day, 's1', looks)).toEqual({
      offDay: false,
      sections: [{ ...placed, labelName: 'Dawn', colorCode: '#1890FF', breakMinutes: 30 }, locked, other],
    });
    const updated = dayByShift(day, 's1', looks);
    expect(updated && dayByShift(updated, 's1', looks)).toBeNull();
    expect(dayByShift(day, 's1', { action: 'delete' })).toEqual({ offDay: false, sections: [locked, other] });
    expect(dayByShift(day, 's3', { action: 'delete' })).toBeNull();
  });
});
