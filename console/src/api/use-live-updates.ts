// The live updates stream (GET /api/live-updates, docs/adr/0013-live-updates.md) for a screen: followed while the
// screen is open, opened again with a fresh token when it ends, and after a failure in 3 s. Nothing is replayed, so
// `onOpen` runs at every (re)opening: the screen refetches what it shows then.
import { followServerEvents } from '@rollcall/api-client';
import { useEffect, useRef } from 'react';
import { http } from './client';

/** A punch changed these employees' punch status (the caller's people only). */
export interface PunchStatusUpdate {
  employees: { employeeId: string; status: string; lastPunch: { id: string; punchTime: string } | null }[];
}

/** These employees' stored days changed (recalculated). */
export interface DaysCalculatedUpdate {
  employees: { employeeId: string; dates: string[] }[];
}

export interface LiveHandlers {
  onOpen?: () => void;
  onPunchStatus?: (update: PunchStatusUpdate) => void;
  onDaysCalculated?: (update: DaysCalculatedUpdate) => void;
}

/** Follows the stream while mounted (and `enabled`); the latest handlers are called, whatever render passed them. */
export function useLiveUpdates(handlers: LiveHandlers, enabled = true): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void followServerEvents(
      http,
      { method: 'GET', path: '/api/live-updates' },
      (event) => {
        if (event.event === 'punch-status') latest.current.onPunchStatus?.(JSON.parse(event.data) as PunchStatusUpdate);
        else if (event.event === 'days-calculated')
          latest.current.onDaysCalculated?.(JSON.parse(event.data) as DaysCalculatedUpdate);
      },
      controller.signal,
      { onOpen: () => latest.current.onOpen?.() },
    ).catch(() => undefined); // signed out or refused: the screen's own calls say so
    return () => controller.abort();
  }, [enabled]);
}
