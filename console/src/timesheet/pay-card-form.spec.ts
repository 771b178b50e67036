import type { PayCardAnswer } from '@rollcall/api-client';
import { lineErrors, linesOf, newLine, payTypeOptions, saveBody, unitsText } from './pay-card-form';

const card: PayCardAnswer = {
  id: 'card',
  employeeId: 'e1',
  employeeName: 'Ann Lee',
  fromDate: '2026-11-16',
  toDate: '2026-11-22',
  description: 'Week',
  attachmentName: null,
  closed: false,
  details: [
    {
      id: 'd1',
      payTypeId: 'ord',
      payTypeName: 'Ordinary',
      payTypeCode: 'ORD',
      units: 2.5,
      effUnits: null,
      notes: 'training',
      projectId: null,
      modifiedId: null,
      modifiedName: null,
      manualAdd: true,
    },
  ],
};

const types = [
  { id: 'ot', name: 'overtime', leaveStatus: false },
  { id: 'al', name: 'Annual Leave', leaveStatus: true },
  { id: 'ord', name: 'Ordinary', leaveStatus: false },
  { id: 'allow', name: 'Meal Allowance', leaveStatus: false },
];

describe('the pay card form', () => {
  it('shows saved units to 2 decimals', () => {
    expect(unitsText(2.5)).toBe('2.50');
    expect(unitsText(0)).toBe('0.00');
    expect(linesOf(card)[0]).toMatchObject({ id: 'd1', units: '2.50', effUnits: '', notes: 'training' });
  });

  it('offers pay types by name, without leave types, those on other lines disabled', () => {
    const lines = [...linesOf(card), newLine('n1')];
    expect(payTypeOptions(types, lines, 'n1')).toEqual([
      { id: 'allow', name: 'Meal Allowance', disabled: false },
      { id: 'ord', name: 'Ordinary', disabled: true },
      { id: 'ot', name: 'overtime', disabled: false },
    ]);
    expect(payTypeOptions(types, lines, 'd1').find((o) => o.id === 'ord')?.disabled).toBe(false);
  });

  it('requires the pay type on a new line only, and numeric units', () => {
    const lines = [
      { ...linesOf(card)[0]!, units: 'x' },
      { ...newLine('n1'), units: '1.234' },
    ];
    expect(lineErrors(lines)).toEqual({
      d1: { units: 'Units must be a number with at most 2 decimals.' },
      n1: { payTypeId: 'Pay type is required.', units: 'Units must be a number with at most 2 decimals.' },
    });
    expect(lineErrors([{ ...newLine('n2'), payTypeId: 'ot', units: '3', effUnits: 'a' }])).toEqual({
      n2: { effUnits: 'Eff. units must be a number.' },
    });
    expect(lineErrors([{ ...newLine('n3'), payTypeId: 'ot', units: '-1.5', effUnits: '2' }])).toEqual({});
  });

  it('sends the lines as parallel arrays, a new line with a blank id', () => {
    const lines = [...linesOf(card), { ...newLine('n1'), payTypeId: 'ot', units: ' 1.5 ' }];
    expect(saveBody(card, ' Week 47 ', lines)).toEqual({
      id: 'card',
      employeeId: 'e1',
      fromDate: '2026-11-16',
      toDate: '2026-11-22',
      description: 'Week 47',
      payCardDetailIdIds: ['d1', ''],
      payTypeIds: ['ord', 'ot'],
      units: ['2.50', '1.5'],
      effUnits: ['', ''],
      notes: ['training', ''],
    });
  });
});
