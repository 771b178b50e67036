/** The lists' `status` filter of "true", "false" or "all": true or false filters by the active flag, null lists all. */
export function activeFilter(status: string | null | undefined): boolean | null {
  if (status === 'true') return true;
  if (status === 'false') return false;
  return null;
}
