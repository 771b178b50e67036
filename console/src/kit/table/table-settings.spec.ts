import { loadTableSettings, saveTableSettings } from './table-settings';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

describe('table settings', () => {
  it('starts at 10 a page with the default hidden columns and no sorter', () => {
    expect(loadTableSettings('t', ['fax'], memoryStorage())).toEqual({ pageSize: 10, hidden: ['fax'], sorter: null });
  });
  it('remembers each table on its own', () => {
    const storage = memoryStorage();
    saveTableSettings('a', { pageSize: 50, hidden: [], sorter: { key: 'lastName', order: 'descend' } }, storage);
    expect(loadTableSettings('a', ['fax'], storage)).toEqual({
      pageSize: 50,
      hidden: [],
      sorter: { key: 'lastName', order: 'descend' },
    });
    expect(loadTableSettings('b', ['fax'], storage).pageSize).toBe(10);
  });
  it('ignores a page size not offered and a broken value', () => {
    const storage = memoryStorage();
    storage.setItem(
      'rollcall.table.a',
      JSON.stringify({ pageSize: 7, hidden: ['x'], sorter: { key: 'k', order: 'up' } }),
    );
    expect(loadTableSettings('a', [], storage)).toEqual({ pageSize: 10, hidden: ['x'], sorter: null });
    storage.setItem('rollcall.table.a', '{not json');
    expect(loadTableSettings('a', ['fax'], storage)).toEqual({ pageSize: 10, hidden: ['fax'], sorter: null });
  });
});
