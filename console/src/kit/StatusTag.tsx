const tagClass: Record<string, string> = {
  Active: 'bg-primary-soft text-primary border-primary/40',
  Inactive: 'bg-canvas text-muted border-line',
  Terminated: 'bg-danger/10 text-danger border-danger/40',
};

/** A status (Active, Inactive, Terminated) as a coloured tag. */
export function StatusTag({ status }: { status: string }) {
  return (
    <span className={`rounded border px-2 py-0.5 text-[12px] ${tagClass[status] ?? tagClass.Inactive}`}>{status}</span>
  );
}
