import { matchPayTypes, matchPeople } from './xero-matching.js';

describe('matching pay types to Xero earnings rates', () => {
  const rates = [
    { earningsRateID: 'r-ord', name: 'Ordinary' },
    { earningsRateID: 'r-ot', name: ' overtime  1.5 ' },
    { earningsRateID: 'r-al1', name: 'Allowance' },
    { earningsRateID: 'r-al2', name: 'allowance' },
    { earningsRateID: 'r-code', name: 'HOL' },
  ];

  it('matches by export code, then name, then code, ignoring case and spacing; a shared name matches nothing', () => {
    const matched = matchPayTypes(
      [
        { id: 'ord', code: 'ORD', name: 'Ordinary', exportCode: null },
        { id: 'ot', code: 'OT15', name: 'Overtime 1.5', exportCode: '' },
        { id: 'al', code: 'AL', name: 'Allowance', exportCode: null },
        { id: 'hol', code: 'hol', name: 'Public holiday', exportCode: null },
        { id: 'exp', code: 'E', name: 'Something', exportCode: 'ordinary' },
        { id: 'none', code: 'X', name: 'Nothing', exportCode: 'Nope' },
      ],
      rates,
    );
    expect(Object.fromEntries(matched)).toEqual({
      ord: 'r-ord',
      ot: 'r-ot',
      al: null,
      hol: 'r-code',
      exp: 'r-ord',
      none: null,
    });
  });
});

describe('matching employees to Xero employees', () => {
  it('links unique names, lists who is not in Xero and the names held twice on either side', () => {
    const result = matchPeople(
      [
        { id: 'a', firstName: 'Ana', lastName: 'Smith' },
        { id: 'b', firstName: 'Ben', lastName: 'Jones' },
        { id: 'c1', firstName: 'Cy', lastName: 'Twin' },
        { id: 'c2', firstName: 'cy', lastName: 'TWIN' },
        { id: 'd', firstName: 'Di', lastName: 'Double' },
      ],
      [
        { id: 'x-a', firstName: ' ana', lastName: 'smith ' },
        { id: 'x-c', firstName: 'Cy', lastName: 'Twin' },
        { id: 'x-d1', firstName: 'Di', lastName: 'Double' },
        { id: 'x-d2', firstName: 'Di', lastName: 'Double' },
      ],
    );
    expect(Object.fromEntries(result.links)).toEqual({ a: 'x-a', b: null, c1: null, c2: null, d: null });
    expect(result.notInXero).toEqual(['Ben Jones']);
    expect(result.duplicates).toEqual(['Cy Twin', 'cy TWIN', 'Di Double']);
  });
});
