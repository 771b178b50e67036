import {
  balanceSettingsBody,
  balanceSettingsErrors,
  balanceSettingsValues,
  typeChoices,
} from './balance-settings-form';

const blank = {
  saved: false,
  onePayTypePerRow: false,
  isStandardHoursColumn: false,
  leavebalanceVoList: [],
  tip: "Columns start from 0 and combined columns are separated by '#'.",
};

describe('the leave balance settings form', () => {
  it('starts a blank mapping with one pay type row whose balance is in column 1', () => {
    expect(balanceSettingsValues(blank).rows).toEqual([{ payType: '', paytypeColumn: '1', byDay: false }]);
  });

  it('offers each leave pay type to one row only', () => {
    const types = [{ id: 'al' }, { id: 'sl' }, { id: 'bl' }];
    const rows = [
      { payType: 'al', paytypeColumn: '2', byDay: false },
      { payType: '', paytypeColumn: '3', byDay: false },
    ];
    expect(typeChoices(types, rows, 1).map((t) => t.id)).toEqual(['sl', 'bl']);
    expect(typeChoices(types, rows, 0).map((t) => t.id)).toEqual(['al', 'sl', 'bl']);
  });

  it('needs the pay ID column, the pay type column one per row, the standard hours column with its switch', () => {
    const values = {
      ...balanceSettingsValues(blank),
      onePayTypePerRow: true,
      isStandardHoursColumn: true,
      rows: [{ payType: '', paytypeColumn: '2#x', byDay: false }],
    };
    expect(balanceSettingsErrors(values)).toEqual({
      payIdColumn: 'Pay ID column is required.',
      paytypeNameColumn: 'Pay type column is required.',
      standardHoursColumn: 'Standard hours column is required.',
      'rows.0.payType': 'Pay type is required.',
      'rows.0.paytypeColumn': "Columns are numbers from 0; combine columns with '#'.",
    });
    expect(balanceSettingsErrors({ ...values, rows: [] }).rows).toBe('Choose at least one leave pay type.');
  });

  it('sends the standard hours column as null when its switch is off, and the name column only one per row', () => {
    const values = {
      ...balanceSettingsValues(blank),
      payIdColumn: ' 0#1 ',
      paytypeNameColumn: '4',
      standardHoursColumn: '5',
      rows: [{ payType: 'al', paytypeColumn: '2#3', byDay: true }],
    };
    expect(balanceSettingsErrors(values)).toEqual({});
    expect(balanceSettingsBody(values)).toEqual({
      onePayTypePerRow: false,
      payIdColumn: '0#1',
      paytypeNameColumn: null,
      isStandardHoursColumn: false,
      standardHoursColumn: null,
      leavebalanceVoList: [{ payType: 'al', paytypeColumn: '2#3', byDay: true }],
    });
  });
});
