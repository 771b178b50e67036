import { useSyncExternalStore } from 'react';
import type { TreeStatus } from './structure-queries';

// The tree filter (All, Active, Inactive; default Active), kept for the session across the structure routes.

const KEY = 'rollcall.structure.filter';
const listeners = new Set<() => void>();

function read(): TreeStatus {
  const v = sessionStorage.getItem(KEY);
  return v === 'All' || v === 'Inactive' ? v : 'Active';
}

export function setTreeFilter(value: TreeStatus): void {
  sessionStorage.setItem(KEY, value);
  for (const l of listeners) l();
}

export function useTreeFilter(): TreeStatus {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    read,
    () => 'Active',
  );
}
