// Times of day as the console shows and takes them (spec 001: HH:mm, 24-hour). A bare <input type="time"> follows
// the browser's locale (AM/PM in en-US), so time fields are kit/TimeField.tsx, which reads what is typed here.

/** How a time of day is shown and answered. */
export const TIME_FORMAT = 'HH:mm';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const TYPED = /^(\d{1,2})(?:[:.h ]?(\d{2}))?$/;

/** Whether `value` is a time of day written HH:mm (24-hour). */
export function isTime(value: string): boolean {
  return HH_MM.test(value);
}

/**
 * A time as a person types it, 24-hour: 13:45, 1345, 13.45, 8:05, 805, 8 (08:00): that time as HH:mm, or null when
 * it is not one (25:00, 12:60, 1:45 pm).
 */
export function parseTime(text: string): string | null {
  const m = TYPED.exec(text.trim());
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = Number(m[2] ?? '0');
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** HH:mm moved by whole minutes, round the clock (23:59 + 1 = 00:00); '' (no time yet) starts from 00:00. */
export function stepTime(value: string, minutes: number): string {
  const from = parseTime(value) ?? '00:00';
  const total = (((Number(from.slice(0, 2)) * 60 + Number(from.slice(3, 5)) + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
