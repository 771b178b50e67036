import { layoutRules, periodLayout, ruleNumOn, ruleTitle } from './schedule-template-layout-rules.js';

describe('schedule template layout', () => {
  it('lays out Weekly as 1×7, Fortnightly as 2×7, Daily as 1×1 and Custom as asked, within bounds', () => {
    expect(periodLayout('Weekly', 5, 5)).toEqual({ periods: 1, days: 7 });
    expect(periodLayout('Fortnightly')).toEqual({ periods: 2, days: 7 });
    expect(periodLayout('Daily', 3, 9)).toEqual({ periods: 1, days: 1 });
    expect(periodLayout('Custom', 3, 4)).toEqual({ periods: 3, days: 4 });
    expect(periodLayout('Custom', 0, 99)).toEqual({ periods: 1, days: 31 });
    expect(periodLayout('Custom', 11.7, -2)).toEqual({ periods: 10, days: 1 });
  });

  it('titles weekly rules by weekday from the start date, the others Day N', () => {
    expect(ruleTitle('Weekly', 1, '2026-11-25')).toBe('Wednesday');
    expect(ruleTitle('Fortnightly', 8, '2026-11-23')).toBe('Monday (week 2)');
    expect(ruleTitle('Custom', 3, '2026-11-23')).toBe('Day 3');
  });

  it('keeps each rule by number when the layout changes, adding empty ones and dropping the rest', () => {
    const weekly = layoutRules(
      [
        { num: 2, title: 'x', isOffDay: true, workSections: [] },
        { num: 7, title: 'y', isOffDay: false, workSections: ['s'] },
      ],
      'Custom',
      { periods: 1, days: 3 },
    );
    expect(weekly).toEqual([
      { num: 1, title: 'Day 1', isOffDay: false, workSections: [] },
      { num: 2, title: 'Day 2', isOffDay: true, workSections: [] },
      { num: 3, title: 'Day 3', isOffDay: false, workSections: [] },
    ]);
  });

  it('finds the rule of a date in the cycle', () => {
    expect(ruleNumOn('2026-11-23', '2026-11-22', 14)).toBeNull();
    expect(ruleNumOn('2026-11-23', '2026-11-23', 14)).toBe(1);
    expect(ruleNumOn('2026-11-23', '2026-12-06', 14)).toBe(14);
    expect(ruleNumOn('2026-11-23', '2026-12-07', 14)).toBe(1);
  });
});
