import {
  addItem,
  changeItem,
  kioskContentsErrors,
  moveItem,
  removeItem,
  setLabel,
  type KioskContents,
} from './kiosk-contents-form';

const empty: KioskContents = {
  kioskUserTypeToLabelMap: { Visitor: 'Visitor', Contractor: 'Contractor' },
  kioskUserTypeToKioskContentsMap: { Visitor: [], Contractor: [] },
};

describe('kiosk contents form', () => {
  it('adds Video items by default, edits, moves and removes them', () => {
    let c = addItem(addItem(empty, 'Visitor'), 'Visitor');
    expect(c.kioskUserTypeToKioskContentsMap.Visitor).toEqual([
      { kioskContentType: 'Video', content: '' },
      { kioskContentType: 'Video', content: '' },
    ]);
    c = changeItem(c, 'Visitor', 1, { kioskContentType: 'Web', content: 'https://a.example' });
    c = moveItem(c, 'Visitor', 1, -1);
    expect(c.kioskUserTypeToKioskContentsMap.Visitor[0]).toEqual({
      kioskContentType: 'Web',
      content: 'https://a.example',
    });
    expect(moveItem(c, 'Visitor', 0, -1)).toBe(c);
    c = removeItem(c, 'Visitor', 1);
    expect(c.kioskUserTypeToKioskContentsMap.Visitor).toHaveLength(1);
    expect(c.kioskUserTypeToKioskContentsMap.Contractor).toEqual([]);
    expect(empty.kioskUserTypeToKioskContentsMap.Visitor).toEqual([]);
  });

  it('requires labels and valid contents', () => {
    let c = setLabel(empty, 'Contractor', '  ');
    c = addItem(c, 'Visitor');
    c = addItem(c, 'Visitor');
    c = changeItem(c, 'Visitor', 1, { kioskContentType: 'Web', content: 'example.com' });
    c = addItem(c, 'Contractor');
    c = changeItem(c, 'Contractor', 0, { kioskContentType: 'Html', content: '<b>Hi</b>' });
    expect(kioskContentsErrors(c)).toEqual({
      'label.Contractor': 'This field is required.',
      'item.Visitor.0': 'This field is required.',
      'item.Visitor.1': 'Please enter an http(s) URL.',
    });
    expect(kioskContentsErrors(empty)).toEqual({});
  });
});
