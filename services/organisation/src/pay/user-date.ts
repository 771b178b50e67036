// Dates the console writes in the user's date format (identity's profile dateFormat).

export const USER_DATE_FORMATS = ['dd/MM/yyyy', 'MM/dd/yyyy', 'dd-MM-yyyy', 'MM-dd-yyyy', 'yyyy-MM-dd'] as const;
export type UserDateFormat = (typeof USER_DATE_FORMATS)[number];

/** `value` written in `format` as YYYY-MM-DD, or null when it is not a real date in that format. */
export function parseUserDate(value: string, format: UserDateFormat = 'yyyy-MM-dd'): string | null {
  const separator = format.includes('/') ? '/' : '-';
  const parts = value.trim().split(separator);
  const order = format.split(separator);
  if (parts.length !== 3 || order.length !== 3) return null;
  let year = '';
  let month = '';
  let day = '';
  order.forEach((unit, i) => {
    const part = parts[i] ?? '';
    if (unit === 'yyyy') year = part;
    else if (unit === 'MM') month = part;
    else day = part;
  });
  if (!/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(month) || !/^\d{1,2}$/.test(day)) return null;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}
