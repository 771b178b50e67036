import { appendRow, canAddRow, roundingFormProblem, roundingFormValues, roundingSaveBody } from './rounding-form';
import { ROUNDING_MESSAGES } from './rounding-messages';

const values = (rows: [string, string, string][], name = 'Quarter') => ({
  name,
  description: '',
  active: true,
  rows: rows.map(([fromTime, toT, value], key) => ({ key, fromTime, toT, value })),
});

describe('the rounding rule form', () => {
  it('starts a new rule set with one row from 0 and active', () => {
    const v = roundingFormValues(null);
    expect(v.active).toBe(true);
    expect(v.rows.map(({ fromTime, toT, value }) => [fromTime, toT, value])).toEqual([['0', '1', '0']]);
  });

  it('appends a row just after the previous To with value 0, at most 20', () => {
    const rows = appendRow(values([['0', '7', '0']]).rows);
    expect(rows.map(({ fromTime, toT, value }) => [fromTime, toT, value])).toEqual([
      ['0', '7', '0'],
      ['8', '9', '0'],
    ]);
    const twenty = values(
      Array.from({ length: 20 }, (_, i) => [String(i), String(i + 1), '0'] as [string, string, string]),
    );
    expect(canAddRow(twenty.rows)).toBe(false);
    expect(canAddRow(twenty.rows.slice(1))).toBe(true);
  });

  it('shows the spec’s warnings before anything is sent', () => {
    expect(roundingFormProblem(values([['0', '5', '0']], ' '))).toEqual({
      field: 'name',
      message: ROUNDING_MESSAGES.nameRequired,
    });
    expect(roundingFormProblem(values([]))?.message).toBe('Warning: Please set the Rounding Rules.');
    const many = values(
      Array.from({ length: 21 }, (_, i) => [String(i), String(i + 1), '0'] as [string, string, string]),
    );
    expect(roundingFormProblem(many)?.message).toBe('Warning: Rounding Rules cannot exceed 20.');
    expect(roundingFormProblem(values([['10', '10', '0']]))?.message).toBe(
      'Warning: Rounding rules "To" must be greater than "From".',
    );
    expect(roundingFormProblem(values([['0', '', '0']]))?.message).toBe(
      'Warning: Rounding rules "To" must be greater than "From".',
    );
    expect(roundingFormProblem(values([['0', '10', '61']]))?.message).toBe(
      'Warning: Rounding Rule must be between 0 and 60.',
    );
    expect(roundingFormProblem(values([['0', '10', '']]))?.message).toBe(
      'Warning: Rounding Rule must be between 0 and 60.',
    );
    const overlapping = values([
      ['0', '7', '0'],
      ['7', '9', '0'],
    ]);
    expect(roundingFormProblem(overlapping)?.message).toBe('Warning: Rounding rules cannot overlap.');
    expect(
      roundingFormProblem(
        values([
          ['0', '7', '0'],
          ['53', '60', '60'],
        ]),
      ),
    ).toBeNull();
  });

  it('sends the rows numbered in table order', () => {
    expect(
      roundingSaveBody(
        'id-1',
        values([
          ['0', '7', '0'],
          ['53', '60', '60'],
        ]),
      ),
    ).toEqual({
      id: 'id-1',
      name: 'Quarter',
      description: null,
      active: true,
      rules: [
        { orderNumber: 1, fromTime: 0, toT: 7, value: 0 },
        { orderNumber: 2, fromTime: 53, toT: 60, value: 60 },
      ],
    });
  });
});
