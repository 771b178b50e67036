import { Suspense, type ReactNode } from 'react';
import { MainLayout } from './MainLayout';

/** A lazily loaded screen inside the main layout. */
export function signedInPage(screen: ReactNode) {
  return (
    <MainLayout>
      <Suspense fallback={<div className="text-muted">Loading…</div>}>{screen}</Suspense>
    </MainLayout>
  );
}
