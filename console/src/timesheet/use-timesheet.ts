import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'wouter';
import { api } from '../api/client';
import { queryClient } from '../api/query-client';
import { queryKeys } from '../api/query-keys';
import { localToday } from '../kit/dates';
import { requestedPeriod, type Period } from './period';
import { RECALCULATING_POLL_MS } from './recalculating';

// The timesheet's state lives in the query string (id, fromT, toT; spec 001 §2). The page loads the period
// when the employee or the dates change; the server may answer with other dates (the pay period around them),
// which are then written back into the query string, replacing the history entry. After an edit the page asks
// for the period with the edit's events (`awaiting`) until calculation has taken them in and recalculated their
// days, so the change shows recalculated without a reload.

export function useTimesheet() {
  const [params, setParams] = useSearchParams();
  const employeeId = params.get('id') ?? '';
  const rawFrom = params.get('fromT');
  const rawTo = params.get('toT');
  const period = useMemo(() => requestedPeriod(rawFrom, rawTo, localToday()), [rawFrom, rawTo]);

  const awaiting = useRef<readonly string[]>([]);
  const query = useQuery({
    queryKey: queryKeys.punchRecords(employeeId, period.fromT, period.toT),
    queryFn: async () => {
      const asked = awaiting.current;
      const answer = await api.getPunchRecords({
        query: {
          employeeId,
          fromT: period.fromT,
          endT: period.toT,
          ...(asked.length ? { awaiting: asked.join(',') } : {}),
        },
      });
      if (answer.awaitingEvents === 0 && awaiting.current === asked) awaiting.current = [];
      return answer;
    },
    enabled: employeeId !== '',
    placeholderData: keepPreviousData,
    // until the server has taken in an edit's events and recalculated every day of the period, ask again
    refetchInterval: (current) => {
      const data = current.state.data;
      return (data?.recalculating ?? 0) > 0 || (data?.awaitingEvents ?? 0) > 0 ? RECALCULATING_POLL_MS : false;
    },
  });
  /** An edit published these events: ask for the period until they are recalculated. */
  const edited = useCallback(
    (eventIds: readonly string[]) => {
      awaiting.current = eventIds;
      void queryClient.invalidateQueries({ queryKey: ['punch-records', employeeId] });
    },
    [employeeId],
  );

  const data = query.isPlaceholderData ? undefined : query.data;
  useEffect(() => {
    if (!data || (data.fromT === rawFrom && data.toT === rawTo)) return;
    // Seed the cache under the returned dates, so that writing them back does not fetch the same period again.
    queryClient.setQueryData(queryKeys.punchRecords(employeeId, data.fromT, data.toT), data);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('fromT', data.fromT);
        next.set('toT', data.toT);
        return next;
      },
      { replace: true },
    );
  }, [data, rawFrom, rawTo, employeeId, setParams]);

  const change = (next: { employeeId?: string; period?: Period }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next.employeeId !== undefined) updated.set('id', next.employeeId);
      const target = next.period ?? period;
      updated.set('fromT', target.fromT);
      updated.set('toT', target.toT);
      return updated;
    });

  return {
    employeeId,
    period: data ? { fromT: data.fromT, toT: data.toT } : period,
    query,
    selectEmployee: (id: string) => change({ employeeId: id }),
    selectPeriod: (next: Period) => change({ period: next }),
    edited,
  };
}
