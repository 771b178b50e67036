import { generationWindow, sameJson, templateDayOn } from './template-day-rules.js';

const CYCLE = {
  startDate: '2026-11-23',
  workOnHoliday: false,
  rules: [
    { id: 'r1', num: 1, title: 'Day 1', isOffDay: false, sections: [{ start: '08:00', end: '16:00' }] },
    { id: 'r2', num: 2, title: 'Day 2', isOffDay: true, sections: [] },
  ],
};

describe('template day rules', () => {
  it('gives the rule of the day of the cycle, nothing before the start date', () => {
    expect(templateDayOn(CYCLE, '2026-11-22', false)).toBeNull();
    expect(templateDayOn(CYCLE, '2026-11-25', false)).toEqual({ offDay: false, sections: CYCLE.rules[0]?.sections });
    expect(templateDayOn(CYCLE, '2026-11-26', false)).toEqual({ offDay: true, sections: [] });
  });

  it('gives an off day on a holiday unless the template works on holidays', () => {
    expect(templateDayOn(CYCLE, '2026-11-23', true)).toEqual({ offDay: true, sections: [] });
    expect(templateDayOn({ ...CYCLE, workOnHoliday: true }, '2026-11-23', true)?.offDay).toBe(false);
  });

  it('generates from the start date (at most 28 days back) when newly assigned, else from tomorrow, 56 days ahead', () => {
    expect(generationWindow('2026-11-22', '2026-01-01', true)).toEqual({ from: '2026-10-25', to: '2027-01-17' });
    expect(generationWindow('2026-11-22', '2026-11-20', true)).toEqual({ from: '2026-11-20', to: '2027-01-17' });
    expect(generationWindow('2026-11-22', '2026-11-20', false)).toEqual({ from: '2026-11-23', to: '2027-01-17' });
    expect(generationWindow('2026-11-22', '2027-06-01', true)).toBeNull();
  });

  it('compares stored days with generated ones whatever the key order', () => {
    expect(sameJson([{ start: '08:00', end: '16:00' }], [{ end: '16:00', start: '08:00' }])).toBe(true);
    expect(sameJson([{ start: '08:00', end: '16:00' }], [{ start: '09:00', end: '16:00' }])).toBe(false);
  });
});
