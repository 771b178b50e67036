import fc from 'fast-check';
import { writeCsv } from './export-csv.js';
import { hoursHundredths, hoursText, NumberCell } from './export-line.js';

describe('an export file', () => {
  it('escapes text cells that a spreadsheet would run as a formula, and never a number', () => {
    const csv = writeCsv({
      header: ['Name', 'Units'],
      records: [
        ['=HYPERLINK("http://x")', new NumberCell('-1.50')],
        ['+64 9', new NumberCell('7.50')],
        ['-Smith', new NumberCell('0.00')],
        ['@admin', new NumberCell('1.00')],
        ['\tTab', new NumberCell('2.00')],
        ['\rReturn', new NumberCell('3.00')],
        ['Aroha, Ngata', new NumberCell('4.00')],
      ],
      trailer: ['# digest abc'],
    });
    expect(csv).toBe(
      [
        'Name,Units',
        `"'=HYPERLINK(""http://x"")",-1.50`,
        "'+64 9,7.50",
        "'-Smith,0.00",
        "'@admin,1.00",
        "'\tTab,2.00",
        `"'\rReturn",3.00`,
        '"Aroha, Ngata",4.00',
        '# digest abc',
        '',
      ].join('\r\n'),
    );
  });

  it('writes minutes as hours to two places, rounded half away from zero', () => {
    expect([450, 20, 1, 0, 59, 60, -20].map(hoursText)).toEqual([
      '7.50',
      '0.33',
      '0.02',
      '0.00',
      '0.98',
      '1.00',
      '-0.33',
    ]);
  });

  it('is never more than half a hundredth from the exact hours', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (minutes) => {
        const exact = (minutes * 100) / 60;
        return Math.abs(hoursHundredths(minutes) - exact) <= 0.5;
      }),
    );
  });
});
