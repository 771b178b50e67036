import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { usePermissions, type Action } from '../session/use-permissions';

/** The screen when the caller's role has the permission it needs, else No Access (the server refuses it too). */
export function PermittedScreen({
  needs,
  children,
}: {
  needs: { resource: string; action: Action };
  children: ReactNode;
}) {
  const permissions = usePermissions();
  if (!permissions.isFetched) return <div className="text-muted">Loading…</div>;
  if (permissions.can(needs.resource, needs.action)) return <>{children}</>;
  return (
    <div className="flex flex-col items-center justify-center gap-3 py-24 text-center" data-testid="no-access">
      <div className="text-6xl font-bold text-primary/40">403</div>
      <h1 className="text-xl font-bold">No Access</h1>
      <p className="text-muted">You do not have permission to see this page.</p>
      <Link href="/" className="text-primary hover:underline">
        Back to home
      </Link>
    </div>
  );
}
