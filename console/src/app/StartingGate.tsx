import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { CentredLayout } from './layouts/CentredLayout';
import { fetchReadiness, readinessPollMs } from './readiness';

/**
 * While the app says it is starting (embedded mode creating the demo company), every call but readiness is
 * answered 503: the console shows "Starting…" instead of a sign-in or a screen that would fail, and carries on
 * by itself once the app is ready. Until the first answer, and when there is none, the console shows as usual.
 */
export function StartingGate({ children }: { children: ReactNode }) {
  const readiness = useQuery({
    queryKey: queryKeys.readiness,
    queryFn: () => fetchReadiness(api),
    refetchInterval: (query) => readinessPollMs(query.state.data),
    staleTime: 0,
  });
  if (readiness.data?.status !== 'starting') return children;
  return (
    <CentredLayout title="Starting…">
      <div data-testid="starting" className="flex flex-col gap-3">
        <p>{readiness.data.message}</p>
        <p className="text-muted">This page carries on by itself as soon as Rollcall is ready.</p>
      </div>
    </CentredLayout>
  );
}
