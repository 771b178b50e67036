import { useCallback, useState } from 'react';
import { loadTableSettings, saveTableSettings, type TableSettings } from './table-settings';

/** The saved settings of one table, written back to localStorage on every change. */
export function useTableSettings(tableId: string, defaultHidden: string[]) {
  const [settings, setSettings] = useState<TableSettings>(() => loadTableSettings(tableId, defaultHidden));
  const update = useCallback(
    (change: Partial<TableSettings>) =>
      setSettings((current) => {
        const next = { ...current, ...change };
        saveTableSettings(tableId, next);
        return next;
      }),
    [tableId],
  );
  return [settings, update] as const;
}
