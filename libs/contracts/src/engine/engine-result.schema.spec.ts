// Every golden scenario's expected.json is a valid EngineResult; a broken result is refused, naming the field.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EngineResultError, validateEngineResult } from './engine-result.schema.js';

const root = fileURLToPath(new URL('../../../calc-engine/scenarios', import.meta.url));
const names = readdirSync(root, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();
const expectedOf = (name: string): any => JSON.parse(readFileSync(join(root, name, 'expected.json'), 'utf8'));

function errorOf(mutate: (result: any) => void): EngineResultError {
  const value = expectedOf('core-exceptions-all-on');
  mutate(value);
  try {
    validateEngineResult(value);
  } catch (e) {
    expect(e).toBeInstanceOf(EngineResultError);
    return e as EngineResultError;
  }
  throw new Error('expected an EngineResultError');
}

test('the golden scenarios are found', () => {
  expect(names.length).toBeGreaterThanOrEqual(8);
});

describe.each(names)('scenario %s', (name) => {
  test('expected.json is a valid EngineResult', () => {
    const value = expectedOf(name);
    expect(validateEngineResult(value)).toBe(value);
  });
});

describe('validateEngineResult refuses a broken result, naming the field', () => {
  test('a fractional minute', () => {
    const e = errorOf((r) => (r.days[0].shifts[0].paidMinutes = 12.5));
    expect(e.message).toBe('days[0].shifts[0].paidMinutes must be a whole number');
    expect(e.path).toBe('days[0].shifts[0].paidMinutes');
  });

  test('an unknown day status', () => {
    expect(errorOf((r) => (r.days[1].status = 'Sick')).message).toBe(
      'days[1].status must be one of Working, OffDay, HOL, Absent, Leave, NoData',
    );
  });

  test('an unknown exception type', () => {
    expect(errorOf((r) => (r.days[0].exceptions[0].type = 'Late')).path).toBe('days[0].exceptions[0].type');
  });

  test('a paid instant without an offset', () => {
    expect(errorOf((r) => (r.days[0].shifts[0].pairs[0].paidFrom = '2026-03-02T09:10:00')).message).toBe(
      'days[0].shifts[0].pairs[0].paidFrom must be an ISO instant (e.g. 2026-04-05T09:00:00+12:00)',
    );
  });

  test('a missing field and an unknown one', () => {
    expect(errorOf((r) => delete r.totals).message).toBe('totals is required');
    expect(errorOf((r) => (r.days[0].note = 'x')).message).toBe('days[0].note is not a known field');
    expect(errorOf((r) => delete r.days[2].explain).path).toBe('days[2].explain');
  });

  test('a negative count and a non-object', () => {
    expect(errorOf((r) => (r.alternativeHolidaysEarned = -1)).message).toBe(
      'alternativeHolidaysEarned must be at least 0',
    );
    expect(() => validateEngineResult(null)).toThrow('result must be an object');
  });
});
