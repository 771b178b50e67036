import { UsageError } from '../api.js';
import { formatApplied, formatPreview, generateQuery } from './holidays.command.js';

const waitangi = { sysCode: 'NZ-WAITANGI', name: 'Waitangi Day', date: '2027-02-06', alterdate: '2027-02-08' };
const anzac = { sysCode: 'NZ-ANZAC', name: 'ANZAC Day', date: '2027-04-25', alterdate: '2027-04-26' };

describe('rollcall holidays generate', () => {
  it('reads the year and region', () => {
    expect(generateQuery({ year: '2027', region: ' Auckland ' })).toEqual({ year: 2027, region: 'Auckland' });
  });

  it('refuses a missing or malformed year and a missing region', () => {
    expect(() => generateQuery({ region: 'Auckland' })).toThrow(new UsageError('--year is required'));
    expect(() => generateQuery({ year: 'next', region: 'Auckland' })).toThrow(
      '--year must be a year such as 2027 (got "next")',
    );
    expect(() => generateQuery({ year: '2027' })).toThrow('--region is required');
  });

  it('prints the preview as a table, marking the holidays already there', () => {
    const text = formatPreview(
      [
        { ...waitangi, exists: false },
        { ...anzac, exists: true },
      ],
      'Auckland',
    );
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Name\s+Date\s+Observed\s+Code\s+Status$/);
    expect(lines[2]).toMatch(/^Waitangi Day\s+2027-02-06\s+2027-02-08\s+NZ-WAITANGI$/);
    expect(lines[3]).toMatch(/^ANZAC Day\s+2027-04-25\s+2027-04-26\s+NZ-ANZAC\s+already there$/);
    expect(lines[4]).toBe('1 of 2 would be added for Auckland (run again with --apply to add them)');
  });

  it('prints what was added and skipped', () => {
    const text = formatApplied([{ ...waitangi, id: 'x' }], [{ ...anzac, exists: true }]);
    expect(text).toMatch(/Waitangi Day .* added/);
    expect(text).toMatch(/ANZAC Day .* skipped \(already there\)/);
    expect(text.trimEnd().split('\n').at(-1)).toBe('1 added, 1 skipped');
  });
});
