import { entriesText, filterRows, nextSorter, pageOf, sortRows } from './table-rows';

const columns = [
  { key: 'name', text: (r: { name: string; n: number }) => r.name },
  { key: 'n', text: (r: { name: string; n: number }) => String(r.n), sortValue: (r: { n: number }) => r.n },
];
const rows = [
  { name: 'Aroha', n: 10 },
  { name: 'mere', n: 2 },
  { name: 'Tane', n: 33 },
];

describe('table rows', () => {
  it('filters every given column case-insensitively', () => {
    expect(filterRows(rows, columns, 'ARO').map((r) => r.name)).toEqual(['Aroha']);
    expect(filterRows(rows, columns, '3').map((r) => r.name)).toEqual(['Tane']);
    expect(filterRows(rows, columns, '  ')).toHaveLength(3);
  });
  it('sorts by the sort value, both ways', () => {
    expect(sortRows(rows, columns, { key: 'n', order: 'ascend' }).map((r) => r.n)).toEqual([2, 10, 33]);
    expect(sortRows(rows, columns, { key: 'n', order: 'descend' }).map((r) => r.n)).toEqual([33, 10, 2]);
  });
  it('pages and says which entries show', () => {
    expect(pageOf(rows, 2, 2)).toEqual({ rows: [rows[2]], page: 2, pages: 2 });
    expect(pageOf(rows, 9, 2).page).toBe(2);
    expect(entriesText(23, 3, 10)).toBe('Show 21 to 23 of 23 entries');
    expect(entriesText(0, 1, 10)).toBe('Show 0 to 0 of 0 entries');
  });
  it('cycles the sorter ascend, descend, off', () => {
    expect(nextSorter(null, 'a')).toEqual({ key: 'a', order: 'ascend' });
    expect(nextSorter({ key: 'a', order: 'ascend' }, 'a')).toEqual({ key: 'a', order: 'descend' });
    expect(nextSorter({ key: 'a', order: 'descend' }, 'a')).toBeNull();
  });
});
