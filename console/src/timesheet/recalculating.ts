/** While the server still has days of the timesheet to recalculate, the page asks again this often. */
export const RECALCULATING_POLL_MS = 2000;

/** What the timesheet says while its totals are not final, or null when they are. */
export function recalculatingText(days: number): string | null {
  if (days <= 0) return null;
  return `Recalculating… ${days} ${days === 1 ? 'day' : 'days'} to go; the totals are not final yet.`;
}
