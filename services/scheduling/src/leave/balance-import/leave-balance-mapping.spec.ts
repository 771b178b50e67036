import { balanceHours, type LeaveBalanceMapping, readBalanceRows } from './leave-balance-mapping.js';

const byColumn: LeaveBalanceMapping = {
  onePayTypePerRow: false,
  payIdColumn: '0#1',
  paytypeNameColumn: null,
  standardHoursColumn: null,
  items: [
    { payTypeId: 'al', paytypeColumn: '2', byDay: false },
    { payTypeId: 'sl', paytypeColumn: '3#4', byDay: true },
  ],
};
const names = (name: string) => ({ annual: 'al', sl: 'sl' })[name.toLowerCase()] ?? null;

describe('readBalanceRows', () => {
  it('puts a pay ID’s columns together, adds up combined balances and skips the heading and blank pay IDs', () => {
    const table = [
      ['Prefix', 'Number', 'Annual', 'Sick', 'Carried'],
      ['P', 1001, 80, '1,200.5', 4],
      ['', '', 8, 8, 8],
      ['P', 1002, '', null, null],
    ];
    expect(readBalanceRows(table, byColumn, names, 0, 10)).toEqual({
      balances: [
        { row: 2, payId: 'P1001', payTypeId: 'al', value: 80, byDay: false, standardHours: null },
        { row: 2, payId: 'P1001', payTypeId: 'sl', value: 1204.5, byDay: true, standardHours: null },
      ],
      refused: [],
    });
  });

  it('refuses a later row whose figure is not a number, and reads only the rows asked for', () => {
    const table = [
      ['P', 1, 8, 0, 0],
      ['P', 2, 'lots', 0, 0],
      ['P', 3, 9, 0, 0],
    ];
    expect(readBalanceRows(table, byColumn, names, 1, 2)).toEqual({
      balances: [],
      refused: [{ row: 2, payId: 'P2', reason: 'a balance is not a number' }],
    });
  });

  it('reads one pay type per row by its name, refusing names the settings do not map', () => {
    const mapping: LeaveBalanceMapping = {
      ...byColumn,
      onePayTypePerRow: true,
      payIdColumn: '0',
      paytypeNameColumn: '1',
      standardHoursColumn: '3',
      items: [{ payTypeId: 'al', paytypeColumn: '2', byDay: true }],
    };
    const table = [
      ['Pay ID', 'Type', 'Days', 'Hours a week'],
      ['P1', 'Annual', 10, 37.5],
      ['P1', 'SL', 2, 37.5],
      ['P2', 'Gardening', 1, 40],
    ];
    expect(readBalanceRows(table, mapping, names, 0, 10)).toEqual({
      balances: [{ row: 2, payId: 'P1', payTypeId: 'al', value: 10, byDay: true, standardHours: 37.5 }],
      refused: [
        { row: 3, payId: 'P1', reason: '"SL" is not a pay type of the import settings' },
        { row: 4, payId: 'P2', reason: '"Gardening" is not a pay type of the import settings' },
      ],
    });
  });
});

describe('balanceHours', () => {
  const balance = { row: 2, payId: 'P1', payTypeId: 'al', value: 10, byDay: true, standardHours: null };
  it('turns days into hours by the row’s standard hours, else the type’s day, else cannot', () => {
    expect(balanceHours({ ...balance, standardHours: 37.5 }, 8)).toBe(75);
    expect(balanceHours(balance, 8)).toBe(80);
    expect(balanceHours(balance, null)).toBeNull();
    expect(balanceHours({ ...balance, byDay: false, value: 12.345678 }, null)).toBe(12.3457);
  });
});
