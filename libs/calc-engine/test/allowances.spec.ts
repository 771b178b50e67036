// Allowances by skill: one per shift (units), the shift's hours and the day's hours (as minutes).
// Monday 2026-03-02, Auckland; a split day 07:00–11:00 and 13:00–17:00, no breaks.
import { calculate } from '@rollcall/calc-engine';
import type { EngineInput, PayTypeRef, Skill } from '@rollcall/contracts';
import { day, input, payGroup, punches, section } from './fixtures.js';

const MON = '2026-03-02';
const PAY_TYPES: PayTypeRef[] = [
  { id: 'pt-ord', code: 'ORD', role: 'ordinary' },
  { id: 'pt-first', code: 'FIRSTAID', isAllowance: true },
  { id: 'pt-fork', code: 'FORK', isAllowance: true },
  { id: 'pt-lead', code: 'LEAD', isAllowance: true },
];
const SKILLS: Skill[] = [
  { id: 'sk-first-aid', allowancePayTypeId: 'pt-first', calculation: 'eitherOnePerShift' },
  { id: 'sk-forklift', allowancePayTypeId: 'pt-fork', calculation: 'hoursWorkedForShift' },
  { id: 'sk-leading-hand', allowancePayTypeId: 'pt-lead', calculation: 'hoursWorkedForDay' },
];
const split = punches(
  `${MON}T07:00:00+13:00`,
  `${MON}T11:00:00+13:00`,
  `${MON}T13:00:00+13:00`,
  `${MON}T17:00:00+13:00`,
);

function run(overrides: Partial<EngineInput>) {
  return calculate(
    input({ payGroup: payGroup({ breakTime: 0 }), payTypes: PAY_TYPES, skills: SKILLS, punches: split, ...overrides }),
  );
}

describe('allowances', () => {
  test("the employee's skills on every worked shift", () => {
    const r = run({
      employee: { id: 'emp-1', skillIds: ['sk-leading-hand', 'sk-forklift', 'sk-first-aid', 'sk-unknown'] },
      schedule: [day(MON, [section('07:00', '11:00'), section('13:00', '17:00')])],
    });
    expect(r.days[0]!.payTypes).toEqual([
      { payTypeId: 'pt-first', units: 2 },
      { payTypeId: 'pt-fork', minutes: 480 },
      { payTypeId: 'pt-lead', minutes: 480 },
      { payTypeId: 'pt-ord', minutes: 480 },
    ]);
    expect(r.days[0]!.explain.filter((l) => l.startsWith('Added'))).toEqual([
      'Added 1 unit of FIRSTAID for shift Mon 02/03 07:00–11:00 (section 1 of 2): skill sk-first-aid pays one per shift.',
      "Added 240 min (4.00 h) of FORK for shift Mon 02/03 07:00–11:00 (section 1 of 2): skill sk-forklift pays the shift's hours worked.",
      'Added 1 unit of FIRSTAID for shift Mon 02/03 13:00–17:00 (section 2 of 2): skill sk-first-aid pays one per shift.',
      "Added 240 min (4.00 h) of FORK for shift Mon 02/03 13:00–17:00 (section 2 of 2): skill sk-forklift pays the shift's hours worked.",
      "Added 480 min (8.00 h) of LEAD: skill sk-leading-hand pays the day's hours worked, once a day.",
    ]);
  });

  test("a section's skills replace the employee's on that shift", () => {
    const r = run({
      employee: { id: 'emp-1', skillIds: ['sk-first-aid'] },
      schedule: [day(MON, [section('07:00', '11:00', { skillIds: ['sk-forklift'] }), section('13:00', '17:00')])],
    });
    expect(r.days[0]!.payTypes).toEqual([
      { payTypeId: 'pt-first', units: 1 },
      { payTypeId: 'pt-fork', minutes: 240 },
      { payTypeId: 'pt-ord', minutes: 480 },
    ]);
  });

  test("hoursWorkedForDay counts the whole day's paid hours once, even from one skilled shift", () => {
    const r = run({
      schedule: [day(MON, [section('07:00', '11:00', { skillIds: ['sk-leading-hand'] }), section('13:00', '17:00')])],
    });
    expect(r.days[0]!.payTypes).toContainEqual({ payTypeId: 'pt-lead', minutes: 480 });
  });

  test('no allowance for a shift that paid nothing', () => {
    const r = run({
      employee: { id: 'emp-1', skillIds: ['sk-first-aid'] },
      schedule: [day(MON, [section('07:00', '11:00'), section('13:00', '17:00')])],
      punches: split.slice(0, 2),
    });
    expect(r.days[0]!.payTypes).toEqual([
      { payTypeId: 'pt-first', units: 1 },
      { payTypeId: 'pt-ord', minutes: 240 },
    ]);
  });
});
