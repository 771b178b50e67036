import { isJpgOrPdf, payCardLines, payCardRefusal } from './pay-card-rules.js';

const ORD = '0b6f2a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const MEAL = '1c7f3b0f-2d3e-4f60-9bac-1d2e3f4a5b6c';

describe('payCardLines', () => {
  it('reads the parallel arrays into lines: a blank id is a new line, blanks are none', () => {
    const { lines, problems } = payCardLines({
      payCardDetailIdIds: ['', MEAL],
      payTypeIds: [ORD, MEAL],
      units: ['2.5', 1],
      effUnits: ['', '1.25'],
      notes: ['covering, late', ''],
    });
    expect(problems).toEqual([]);
    expect(lines).toEqual([
      { id: null, payTypeId: ORD, units: 2.5, effUnits: null, notes: 'covering, late', projectId: null },
      { id: MEAL, payTypeId: MEAL, units: 1, effUnits: 1.25, notes: null, projectId: null },
    ]);
  });

  it('names the line of each problem: pay type required, units to 2 decimals, arrays of one length', () => {
    expect(payCardLines({ payTypeIds: ['', ORD], units: ['1.234', 'x'] }).problems).toEqual([
      { field: 'payTypeIds[0]', message: 'Pay type is required.' },
      { field: 'units[0]', message: 'must be a number with at most 2 decimals' },
      { field: 'units[1]', message: 'must be a number with at most 2 decimals' },
    ]);
    expect(payCardLines({ payTypeIds: [ORD, MEAL], units: ['1'] }).problems).toEqual([
      { field: 'units', message: 'units must have one item per line (2)' },
    ]);
    expect(payCardLines({ payTypeIds: [ORD] }).problems).toEqual([
      { field: 'units', message: 'units must have one item per line (1)' },
    ]);
  });

  it('reads no lines from no arrays', () => {
    expect(payCardLines({})).toEqual({ lines: [], problems: [] });
  });
});

describe('payCardRefusal', () => {
  it('refuses a pay type twice (repeatcode)', () => {
    expect(
      payCardRefusal(
        [
          { payTypeId: ORD, projectId: null },
          { payTypeId: MEAL, projectId: null },
        ],
        false,
      ),
    ).toBeNull();
    expect(
      payCardRefusal(
        [
          { payTypeId: ORD, projectId: null },
          { payTypeId: ORD, projectId: null },
        ],
        false,
      ),
    ).toBe('repeatcode');
  });

  it('with projects: each line needs one (fileWithoutProject); a pay type may repeat across projects, not within one', () => {
    expect(payCardRefusal([{ payTypeId: ORD, projectId: null }], true)).toBe('fileWithoutProject');
    expect(
      payCardRefusal(
        [
          { payTypeId: ORD, projectId: 'P1' },
          { payTypeId: ORD, projectId: 'P2' },
        ],
        true,
      ),
    ).toBeNull();
    expect(
      payCardRefusal(
        [
          { payTypeId: ORD, projectId: 'P1' },
          { payTypeId: ORD, projectId: 'P1' },
        ],
        true,
      ),
    ).toBe('repeatProject');
  });
});

describe('isJpgOrPdf', () => {
  const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
  const pdf = new TextEncoder().encode('%PDF-1.7\n');
  it('takes a .jpg or .pdf whose bytes are one', () => {
    expect(isJpgOrPdf('receipt.JPG', jpeg)).toBe(true);
    expect(isJpgOrPdf('receipt.jpeg', jpeg)).toBe(true);
    expect(isJpgOrPdf('timesheet.pdf', pdf)).toBe(true);
  });
  it('refuses another name, or bytes that are not what the name says', () => {
    expect(isJpgOrPdf('receipt.png', jpeg)).toBe(false);
    expect(isJpgOrPdf('receipt.jpg', pdf)).toBe(false);
    expect(isJpgOrPdf('timesheet.pdf', new TextEncoder().encode('<html>'))).toBe(false);
  });
});
