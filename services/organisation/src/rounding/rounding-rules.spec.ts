import { engineRules, nextRow, orderedRows, type RoundingRow, roundingRowsRefusal } from './rounding-rules.js';

const row = (fromTime: number, toT: number, value: number, orderNumber = 1): RoundingRow => ({
  orderNumber,
  fromTime,
  toT,
  value,
});

describe('rounding rules', () => {
  it('accepts 1 to 20 rows with To after From and every number between 0 and 60', () => {
    expect(roundingRowsRefusal([row(0, 7, 0), row(8, 52, 30, 2), row(53, 60, 60, 3)])).toBeNull();
    expect(roundingRowsRefusal(Array.from({ length: 20 }, (_, i) => row(i * 3, i * 3 + 1, 0, i + 1)))).toBeNull();
  });

  it('refuses no rows, more than 20, To not after From, numbers outside 0–60 and overlaps, in that order', () => {
    expect(roundingRowsRefusal([])).toBe('noRules');
    expect(roundingRowsRefusal(Array.from({ length: 21 }, (_, i) => row(i, i + 1, 0, i + 1)))).toBe('tooManyRules');
    expect(roundingRowsRefusal([row(10, 10, 0)])).toBe('toNotAfterFrom');
    expect(roundingRowsRefusal([row(20, 10, 0)])).toBe('toNotAfterFrom');
    expect(roundingRowsRefusal([row(0, 10, 61)])).toBe('outOfRange');
    expect(roundingRowsRefusal([row(0, 61, 0)])).toBe('outOfRange');
    expect(roundingRowsRefusal([row(-1, 10, 0)])).toBe('outOfRange');
    expect(roundingRowsRefusal([row(0, 10, -5)])).toBe('outOfRange');
    expect(roundingRowsRefusal([row(0, 7, 0), row(7, 10, 0, 2)])).toBe('overlap');
    expect(roundingRowsRefusal([row(20, 30, 30), row(0, 25, 0, 2)])).toBe('overlap');
    expect(roundingRowsRefusal([row(0, 7, 0), row(8, 10, 0, 2)])).toBeNull();
  });

  it('orders rows by orderNumber and renumbers them', () => {
    expect(orderedRows([row(30, 40, 30, 5), row(0, 10, 0, 2)])).toEqual([row(0, 10, 0, 1), row(30, 40, 30, 2)]);
  });

  it('starts a new row just after the previous To with value 0', () => {
    expect(nextRow([])).toEqual(row(0, 1, 0, 1));
    expect(nextRow([row(0, 7, 0)])).toEqual(row(8, 9, 0, 2));
    expect(nextRow([row(0, 60, 0)])).toEqual(row(60, 60, 0, 2));
  });

  it('gives the engine {from, to, value} in order', () => {
    expect(engineRules([row(53, 60, 60, 2), row(0, 7, 0, 1)])).toEqual([
      { from: 0, to: 7, value: 0 },
      { from: 53, to: 60, value: 60 },
    ]);
  });
});
