import { entriesText, nextSorter, pageCount, pageParams } from './table-paging';

describe('table paging', () => {
  it('asks for the page shown, the saved size and sorter, and the trimmed filter text', () => {
    const settings = { pageSize: 25, hidden: [], sorter: { key: 'name', order: 'descend' as const } };
    expect(pageParams(settings, 3, '  aro ')).toEqual({
      page: 3,
      pageSize: 25,
      sort: 'name',
      order: 'descend',
      search: 'aro',
    });
    expect(pageParams({ ...settings, sorter: null }, 1, '   ')).toEqual({ page: 1, pageSize: 25 });
  });
  it('counts pages, at least one', () => {
    expect(pageCount(23, 10)).toBe(3);
    expect(pageCount(0, 10)).toBe(1);
  });
  it('says which entries show', () => {
    expect(entriesText(23, 3, 10)).toBe('Show 21 to 23 of 23 entries');
    expect(entriesText(0, 1, 10)).toBe('Show 0 to 0 of 0 entries');
  });
  it('cycles the sorter ascend, descend, off', () => {
    expect(nextSorter(null, 'a')).toEqual({ key: 'a', order: 'ascend' });
    expect(nextSorter({ key: 'a', order: 'ascend' }, 'a')).toEqual({ key: 'a', order: 'descend' });
    expect(nextSorter({ key: 'a', order: 'descend' }, 'a')).toBeNull();
  });
});
