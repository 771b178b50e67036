import { BadImportFile, parseImportCsv } from '../src/commands/employees-csv.js';
import { formatReport, resolveRow, serverReason, type ImportOutcome } from '../src/commands/employees-import.js';
import { progressLine } from '../src/commands/employees-progress.js';
import { ApiError } from '@rollcall/api-client';

const HEADER = 'firstName,lastName,clockId,payId,department,payGroup,hireOnDate,email,standardHours';

describe('reading the import CSV', () => {
  it('reads every column, with the file line of each row, a BOM, quotes and blank lines', () => {
    const rows = parseImportCsv(
      `\uFEFF${HEADER}\n` +
        'Ana,Smith,1001,P1001,WH,Weekly Staff,2026-01-05,ana@demo.test,40\n' +
        '\n' +
        '"Bo, Jr",Li,,,"Forklift Driver",Weekly Staff,2026-02-01,,37.5\n',
    );
    expect(rows).toEqual([
      {
        line: 2,
        firstName: 'Ana',
        lastName: 'Smith',
        clockId: 1001,
        payId: 'P1001',
        department: 'WH',
        payGroup: 'Weekly Staff',
        hireOnDate: '2026-01-05',
        email: 'ana@demo.test',
        standardHours: 40,
        problems: [],
      },
      expect.objectContaining({
        line: 4,
        firstName: 'Bo, Jr',
        clockId: null,
        payId: null,
        email: null,
        standardHours: 37.5,
        problems: [],
      }),
    ]);
  });

  it('takes the columns in any order, and only the required ones', () => {
    const rows = parseImportCsv('hireOnDate,payGroup,department,lastName,firstName\n2026-01-05,W,D,Li,Bo\n');
    expect(rows[0]).toMatchObject({ firstName: 'Bo', lastName: 'Li', department: 'D', clockId: null, problems: [] });
  });

  it('refuses rows with a missing value, a bad clock id, date, e-mail or hours, and explains each', () => {
    const rows = parseImportCsv(
      `${HEADER}\n` + ',Smith,1000000000,,WH,W,2026-02-30,not-mail,forty\n' + 'Ana,Smith,-1,,,W,05/01/2026,,\n',
    );
    expect(rows[0]?.problems).toEqual([
      'firstName is required',
      'clockId must be a whole number from 0 to 999999999 (got "1000000000")',
      'hireOnDate must be a date written YYYY-MM-DD (got "2026-02-30")',
      'email: Invalid Email address! (got "not-mail")',
      'standardHours must be a number of hours such as 40 or 37.5 (got "forty")',
    ]);
    expect(rows[1]?.problems).toEqual([
      'department is required',
      'clockId must be a whole number from 0 to 999999999 (got "-1")',
      'hireOnDate must be a date written YYYY-MM-DD (got "05/01/2026")',
    ]);
  });

  it('refuses a later row that repeats a clock id, pay id or e-mail of an earlier one', () => {
    const rows = parseImportCsv(
      `${HEADER}\n` +
        'A,A,7,P7,D,W,2026-01-01,a@x.test,\n' +
        'B,B,7,P8,D,W,2026-01-01,A@X.test,\n' +
        'C,C,9,P7,D,W,2026-01-01,,\n',
    );
    expect(rows.map((r) => r.problems)).toEqual([
      [],
      ['clockId 7 is also on line 2', 'email a@x.test is also on line 2'],
      ['payId P7 is also on line 2'],
    ]);
  });

  it.each([
    ['', 'the file is empty'],
    [`${HEADER}\n`, 'the file has a header but no employees'],
    ['firstName,lastName,dept\nA,B,C\n', 'unknown column "dept"'],
    ['firstName,lastName,department,payGroup\nA,B,C,D\n', 'missing column: hireOnDate'],
    ['firstName,firstName,lastName,department,payGroup,hireOnDate\n', 'column "firstName" appears twice'],
    ['firstName,lastName\n"unclosed,B\n', 'not a readable CSV file'],
  ])('a file it cannot use is a BadImportFile (%#)', (text, message) => {
    expect(() => parseImportCsv(text)).toThrow(BadImportFile);
    expect(() => parseImportCsv(text)).toThrow(message);
  });
});

describe('resolving a row against the structure and the pay groups', () => {
  const departments = [
    { id: 'd-wh', name: 'Warehouse', code: 'WH' },
    { id: 'd-pk', name: 'Picker', code: 'PK' },
    { id: 'd-pk2', name: 'Picker', code: 'PK2' },
  ];
  const payGroups = [{ id: 'g-1', name: 'Weekly Staff' }];
  const [row] = parseImportCsv(`${HEADER}\nAna,Smith,1001,P1,wh,weekly staff,2026-01-05,,\n`);

  it('finds the department by code, else by name, and the pay group by name, ignoring case', () => {
    expect(resolveRow(row!, departments, payGroups)).toEqual({
      body: {
        firstName: 'Ana',
        lastName: 'Smith',
        clockId: 1001,
        payId: 'P1',
        departmentId: 'd-wh',
        paygroupId: 'g-1',
        hireOnDateValue: '2026-01-05',
      },
      problems: [],
    });
    expect(resolveRow({ ...row!, department: 'warehouse' }, departments, payGroups).body?.departmentId).toBe('d-wh');
  });

  it('refuses an unknown department or pay group, and a name two nodes share', () => {
    expect(resolveRow({ ...row!, department: 'Office', payGroup: 'Monthly' }, departments, payGroups).problems).toEqual(
      ['department "Office" has no code or name like it', 'payGroup "Monthly" does not exist'],
    );
    expect(resolveRow({ ...row!, department: 'Picker' }, departments, payGroups).problems).toEqual([
      'department "Picker" names 2 nodes: give its code',
    ]);
  });
});

describe('the report', () => {
  const outcomes: ImportOutcome[] = [
    { line: 2, name: 'Ana Smith', result: 'imported', employeeId: 'e-1', reasons: [] },
    {
      line: 3,
      name: 'Bo Li',
      result: 'refused',
      reasons: ['employeeNumerExit: Warning: Employee ClockId is exist.'],
    },
    { line: 5, name: 'Cy Ng', result: 'refused', reasons: ['firstName is required', 'department is required'] },
  ];

  it('says what was imported and lists every refused row with the server’s code and text', () => {
    expect(formatReport(outcomes, false)).toBe(
      'Imported 1 of 3 rows, 2 refused:\n' +
        '  line 3 (Bo Li): employeeNumerExit: Warning: Employee ClockId is exist.\n' +
        '  line 5 (Cy Ng): firstName is required; department is required\n',
    );
    expect(formatReport([outcomes[0]!], false)).toBe('Imported 1 of 1 row, 0 refused.\n');
    expect(formatReport([{ ...outcomes[0]!, result: 'ready' }, outcomes[2]!], true)).toBe(
      'Checked 2 rows (dry run, nothing sent): 1 can be imported, 1 refused:\n' +
        '  line 5 (Cy Ng): firstName is required; department is required\n',
    );
  });

  it('turns a server refusal into its code and text, or its field messages', () => {
    const coded = new ApiError(409, 'licenses', undefined, { message: 'licenses', detail: 'Warning: too many.' });
    expect(serverReason(coded)).toBe('licenses: Warning: too many.');
    const fields = new ApiError(400, 'x', [{ field: 'clockId', message: 'clockId is required.' }]);
    expect(serverReason(fields)).toBe('clockId is required.');
  });

  it('draws the progress bar', () => {
    expect(progressLine(0, 4, 0)).toBe(`Importing ${'░'.repeat(30)} 0/4`);
    expect(progressLine(2, 4, 1)).toBe(`Importing ${'█'.repeat(15)}${'░'.repeat(15)} 2/4  refused 1`);
  });
});
