import fc from 'fast-check';
import { calculate, resultChangesAt } from '@rollcall/calc-engine';
import { inputArb } from './arbitraries.js';
import { input, payGroup } from './fixtures.js';

const RUNS = 150;

describe('resultChangesAt', () => {
  const day = input({
    range: { from: '2026-03-02', to: '2026-03-02' },
    payGroup: payGroup({ punchPairCompletionTime: 12 }),
    schedule: [{ date: '2026-03-02', offDay: false, sections: [{ start: '09:00', end: '17:00' }] }],
    punches: [{ id: 'in', at: '2026-03-01T20:05:00Z' }], // 09:05 NZDT
    exceptionSettings: {
      earlyArrivalMinutes: 0,
      lateDepartureMinutes: 0,
      enabled: { Absent: true, MissingPunch: true },
    },
  });

  it('is the scheduled end while the day is under way, then the lone in punch turning missing, then nothing', () => {
    expect(resultChangesAt({ ...day, asOf: '2026-03-01T21:00:00Z' })).toBe('2026-03-02T04:00:00.000Z'); // 17:00
    expect(resultChangesAt({ ...day, asOf: '2026-03-02T05:00:00Z' })).toBe('2026-03-02T08:05:00.000Z'); // 21:05
    expect(resultChangesAt({ ...day, asOf: '2026-03-02T09:00:00Z' })).toBeNull();
  });

  it('is the end of a scheduled day with no punch, when it turns absent', () => {
    const absent = { ...day, punches: [], asOf: '2026-03-01T21:00:00Z' };
    expect(resultChangesAt(absent)).toBe('2026-03-02T04:00:00.000Z');
    expect(calculate(absent).days[0]?.status).not.toBe('Absent');
    expect(calculate({ ...absent, asOf: '2026-03-02T04:00:00Z' }).days[0]?.status).toBe('Absent');
  });

  it('promises only what holds: any asOf before the instant gives the same result as asOf itself', () => {
    fc.assert(
      fc.property(
        inputArb({ grace: true, rounding: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (generated, fraction) => {
          const asOfMs = Date.parse(generated.asOf);
          const until = resultChangesAt(generated);
          const limit = until === null ? asOfMs + 400 * 86_400_000 : Date.parse(until);
          const later = asOfMs + Math.floor((limit - 1 - asOfMs) * fraction);
          expect(JSON.stringify(calculate({ ...generated, asOf: new Date(later).toISOString() }))).toBe(
            JSON.stringify(calculate(generated)),
          );
        },
      ),
      { numRuns: RUNS },
    );
  });
});
