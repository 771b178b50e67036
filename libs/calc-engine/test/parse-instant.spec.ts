import fc from 'fast-check';
import { minutes } from '../src/explain/phrases.js';
import { parseIsoInstant } from '../src/time/parse-instant.js';

describe('parseIsoInstant', () => {
  test('agrees with Date.parse on every shape the schema accepts', () => {
    const offset = fc.oneof(
      fc.constant('Z'),
      fc
        .record({ sign: fc.constantFrom('+', '-'), h: fc.integer({ min: 0, max: 14 }), m: fc.constantFrom(0, 30, 45) })
        .map(({ sign, h, m }) => `${sign}${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        offset,
        fc.constantFrom('min', 'sec', 'ms1', 'ms3', 'ms6'),
        (ms, off, precision) => {
          const iso = new Date(ms).toISOString(); // YYYY-MM-DDTHH:mm:ss.sssZ
          const base = {
            min: iso.slice(0, 16),
            sec: iso.slice(0, 19),
            ms1: iso.slice(0, 21),
            ms3: iso.slice(0, 23),
            ms6: `${iso.slice(0, 23)}456`,
          }[precision];
          const text = `${base}${off}`;
          expect(parseIsoInstant(text)).toBe(Date.parse(text));
        },
      ),
      { numRuns: 3000 },
    );
  });

  test('other text falls back to Date.parse', () => {
    expect(parseIsoInstant('soon')).toBeNaN();
    expect(parseIsoInstant('2026-04-05T09:00:00+1200')).toBe(Date.parse('2026-04-05T09:00:00+1200'));
  });
});

test('minutes() shows hours to 2 decimals like toFixed', () => {
  for (let n = 0; n < 3000; n++) expect(minutes(n)).toBe(`${n} min (${(n / 60).toFixed(2)} h)`);
});
