// Per-table saved settings (spec 000 §3, §9): page size (10/25/50/100, default 10), hidden columns and the sorter,
// remembered in localStorage under one key per table.

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10 as const;

export interface Sorter {
  key: string;
  order: 'ascend' | 'descend';
}

export interface TableSettings {
  pageSize: number;
  hidden: string[];
  sorter: Sorter | null;
}

const storageKey = (tableId: string): string => `rollcall.table.${tableId}`;

export function loadTableSettings(
  tableId: string,
  defaultHidden: string[],
  storage: Storage = localStorage,
): TableSettings {
  const fallback: TableSettings = { pageSize: DEFAULT_PAGE_SIZE, hidden: defaultHidden, sorter: null };
  try {
    const raw = storage.getItem(storageKey(tableId));
    if (!raw) return fallback;
    const saved = JSON.parse(raw) as Partial<TableSettings>;
    return {
      pageSize: PAGE_SIZES.includes(saved.pageSize as 10) ? (saved.pageSize as number) : DEFAULT_PAGE_SIZE,
      hidden: Array.isArray(saved.hidden) ? saved.hidden.filter((h) => typeof h === 'string') : defaultHidden,
      sorter:
        saved.sorter && typeof saved.sorter.key === 'string' && ['ascend', 'descend'].includes(saved.sorter.order)
          ? saved.sorter
          : null,
    };
  } catch {
    return fallback;
  }
}

export function saveTableSettings(tableId: string, settings: TableSettings, storage: Storage = localStorage): void {
  try {
    storage.setItem(storageKey(tableId), JSON.stringify(settings));
  } catch {
    // storage full or disabled: the settings last for this page only
  }
}
