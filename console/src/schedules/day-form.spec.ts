import { blankSection, type SectionDraft } from '../work-sections/section-form';
import {
  COPY_CUSTOM,
  copyFromOptions,
  modifiedDay,
  newSectionProblem,
  withSection,
  workingHours,
  withoutSection,
  type DayDraft,
  type GridDay,
} from './day-form';

const section = (key: number, startTime: string, endTime: string, more: Partial<SectionDraft> = {}): SectionDraft => ({
  ...blankSection(key),
  startTime,
  endTime,
  ...more,
});
const grid = (key: string, day: DayDraft): GridDay => ({
  key,
  title: `Day ${key}`,
  isClosed: false,
  modified: false,
  ...day,
});
const working: DayDraft = { isOffDay: false, workSections: [section(1, '08:00', '16:30', { id: 'stored-1' })] };
const off: DayDraft = { isOffDay: true, workSections: [] };

describe('Day Modify and a day’s sections', () => {
  it('offers custom and the days before this one to copy from', () => {
    const days = [grid('1', working), grid('2', off), grid('3', working)];
    expect(copyFromOptions(days, '3')).toEqual([
      { value: COPY_CUSTOM, label: 'Custom' },
      { value: '1', label: 'Day 1' },
      { value: '2', label: 'Day 2' },
    ]);
    expect(copyFromOptions(days, '1')).toEqual([{ value: COPY_CUSTOM, label: 'Custom' }]);
  });

  it('copies the chosen day’s sections as new ones, and its off-day flag', () => {
    const copied = modifiedDay({ isOffDay: true, workSections: [] }, { copyFrom: working, isOffDay: true });
    expect(copied.isOffDay).toBe(false);
    expect(copied.workSections).toEqual([{ ...working.workSections[0], key: 1, id: null }]);
    expect(modifiedDay(working, { copyFrom: off, isOffDay: false })).toEqual(off);
  });

  it('with custom, makes an off day without sections, or keeps the sections of a working day', () => {
    expect(modifiedDay(working, { copyFrom: null, isOffDay: true })).toEqual(off);
    expect(modifiedDay(working, { copyFrom: null, isOffDay: false })).toEqual(working);
    expect(modifiedDay(off, { copyFrom: null, isOffDay: false })).toEqual({ isOffDay: false, workSections: [] });
  });

  it('refuses a section on an off day, and a second one without the multi-shift feature', () => {
    expect(newSectionProblem(off, true)).toBe('This is offday, cannot create rule!');
    expect(newSectionProblem(working, false)).toBe(
      'The multi-shift feature has not been activated. Please contact support.',
    );
    expect(newSectionProblem(working, true)).toBeNull();
    expect(newSectionProblem({ isOffDay: false, workSections: [] }, false)).toBeNull();
  });

  it('puts a section in its place or adds it, sorted by start, and takes one out', () => {
    const early = section(2, '05:00', '07:00');
    const added = withSection(working, early);
    expect(added.workSections.map((s) => s.key)).toEqual([2, 1]);
    const moved = withSection(added, { ...early, startTime: '17:00', endTime: '19:00' });
    expect(moved.workSections.map((s) => [s.key, s.startTime])).toEqual([
      [1, '08:00'],
      [2, '17:00'],
    ]);
    expect(withoutSection(moved, 1).workSections.map((s) => s.key)).toEqual([2]);
  });

  it('counts the day’s hours less breaks, overnight sections whole, an off day none', () => {
    const night = section(2, '22:00', '06:00', { nextDay: true, breakTime: '45' });
    expect(workingHours({ isOffDay: false, workSections: [section(1, '08:00', '16:30', { breakTime: '30' })] })).toBe(
      8,
    );
    expect(workingHours({ isOffDay: false, workSections: [night] })).toBe(7.25);
    expect(workingHours({ isOffDay: false, workSections: [section(1, '08:00', '', {})] })).toBe(0);
    expect(workingHours(off)).toBe(0);
  });
});
