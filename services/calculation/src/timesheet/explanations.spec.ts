import { calculateExplained } from '@rollcall/calc-engine';
import { DEFAULT_PAY_GROUP_RULES, type EngineInput } from '@rollcall/contracts';
import { DateTime } from 'luxon';
import { dayExplanations } from './explanations.js';

// The example: scheduled 08:00–16:30 with a 30 min break; in 08:02 (no grace), out 16:35 with late
// departure not accepted: paid 08:02–16:30 = 508 min, less 30 = 478 min = 7.97 h.
const ZONE = 'Pacific/Auckland';
const input: EngineInput = {
  asOf: '2026-12-01T00:00:00Z',
  timeZone: ZONE,
  range: { from: '2026-11-16', to: '2026-11-16' },
  employee: { id: 'e1' },
  payGroup: {
    ...DEFAULT_PAY_GROUP_RULES,
    graceTimeIn: 0,
    graceTimeOut: 0,
    acceptEA: false,
    acceptLD: false,
    breakCalculationType: 'None',
  },
  payTypes: [{ id: 'ord', code: 'ORD', role: 'ordinary' }],
  holidays: [],
  schedule: [{ date: '2026-11-16', offDay: false, sections: [{ start: '08:00', end: '16:30', breakMinutes: 30 }] }],
  punches: [
    { id: 'in', at: '2026-11-16T08:02:00+13:00' },
    { id: 'out', at: '2026-11-16T16:35:00+13:00' },
  ],
  leaves: [],
  exceptionSettings: {
    earlyArrivalMinutes: 15,
    lateDepartureMinutes: 0,
    enabled: { LateArrival: true, LateDeparture: true },
  },
};
const punchTimes: Record<string, string> = { in: '08:02', out: '16:35' };
const times = {
  of: (iso: string) => DateTime.fromISO(iso, { zone: ZONE }).toFormat('HH:mm'),
  punch: (id: string) => punchTimes[id] ?? null,
};

describe('dayExplanations', () => {
  const { result, explainRefs } = calculateExplained(input);
  const day = result.days[0];
  if (!day) throw new Error('no day');
  const explained = dayExplanations(day, explainRefs[0], (id) => (id === 'ord' ? 'ordinary' : null), times);

  it('opens a pair with its punches against the schedule, then says why it is paid what it is', () => {
    expect(explained.pairs.get('2026-11-16#0/0')).toEqual([
      'In 08:02, scheduled 08:00; late arrival (2 min); paid from 08:02.',
      'Out 16:35, scheduled 16:30; late departure (5 min); paid to 16:30.',
      'Paid to the scheduled end 16:30, not 16:35: late departure is not accepted.',
      'Paired in 08:02 with out 16:35 on shift Mon 16/11 08:00–16:30: 508 min (8.47 h).',
    ]);
  });

  it('keeps the break with the shift and the pay with its pay type, naming the shift it comes from', () => {
    expect(explained.shifts.get('2026-11-16#0')).toEqual([
      expect.stringContaining('Deducted the scheduled break of 30 min (0.50 h) from shift Mon 16/11 08:00–16:30'),
    ]);
    expect(explained.payTypes.get('ord')).toEqual(['Paid 478 min (7.97 h) as ordinary time (ORD).']);
    expect(explained.payTypeShifts.get('ord')).toEqual(['2026-11-16#0']);
  });

  it('attributes nothing for a day stored before the refs were kept (its explain says it all)', () => {
    const bare = dayExplanations(day, undefined, () => 'ordinary', times);
    expect(bare.shifts.size).toBe(0);
    expect(bare.payTypes.size).toBe(0);
    expect(bare.pairs.get('2026-11-16#0/0')).toHaveLength(2);
  });
});
