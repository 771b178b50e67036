// Dates shown in the signed-in person's date format (spec 000 §3 choices; default yyyy-MM-dd).

/** `2026-11-20` (or an ISO instant) in `format`, e.g. dd/MM/yyyy → 20/11/2026; empty for nothing. */
export function formatDate(value: string | null | undefined, format = 'yyyy-MM-dd'): string {
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return value;
  const [, y, mo, d] = m as unknown as [string, string, string, string];
  return format.replace('yyyy', y).replace('MM', mo).replace('dd', d);
}
