const tagClass: Record<string, string> = {
  Active: 'bg-primary-soft text-primary border-primary/40',
  Inactive: 'bg-canvas text-muted border-line',
  Terminated: 'bg-danger/10 text-danger border-danger/40',
  Approved: 'bg-primary-soft text-primary border-primary/40',
  Pending: 'bg-warning/10 text-warning border-warning/40',
  Declined: 'bg-danger/10 text-danger border-danger/40',
  Cancelled: 'bg-canvas text-muted border-line',
  Unapproved: 'bg-warning/10 text-warning border-warning/40',
};

/**
 * A status (Active, Inactive, Terminated; a leave's Approved, Pending, Declined, Cancelled; a punch pair's Approved,
 * Unapproved) as a coloured tag.
 */
export function StatusTag({ status }: { status: string }) {
  return (
    <span className={`rounded border px-2 py-0.5 text-[12px] ${tagClass[status] ?? tagClass.Inactive}`}>{status}</span>
  );
}
