// ISO instant text to epoch milliseconds. The common shape `YYYY-MM-DDTHH:mm[:ss[.fff]](Z|±HH:MM)` is read
// directly (punches are the bulk of the input); anything else goes to Date.parse.
import { dayNumber } from './civil-date.js';

const digit = (s: string, i: number) => s.charCodeAt(i) - 48;
const two = (s: string, i: number) => digit(s, i) * 10 + digit(s, i + 1);

export function parseIsoInstant(s: string): number {
  if (s.length >= 17 && s.charCodeAt(10) === 84 /* T */ && s.charCodeAt(13) === 58 /* : */) {
    let i = 16;
    let seconds = 0;
    let millis = 0;
    if (s.charCodeAt(i) === 58) {
      seconds = two(s, 17);
      i = 19;
      if (s.charCodeAt(i) === 46 /* . */) {
        let scale = 100;
        i++;
        while (i < s.length && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57) {
          millis += digit(s, i) * scale;
          scale /= 10;
          i++;
        }
        millis = Math.floor(millis);
      }
    }
    let offsetMinutes: number | null = null;
    const c = s.charCodeAt(i);
    if (c === 90 /* Z */ && i + 1 === s.length) offsetMinutes = 0;
    else if ((c === 43 || c === 45) && i + 6 === s.length && s.charCodeAt(i + 3) === 58) {
      offsetMinutes = (c === 45 ? -1 : 1) * (two(s, i + 1) * 60 + two(s, i + 4));
    }
    const hour = two(s, 11);
    const minute = two(s, 14);
    if (
      offsetMinutes !== null &&
      hour < 24 &&
      minute < 60 &&
      seconds < 60 &&
      Number.isInteger(hour + minute + seconds)
    ) {
      const day = dayNumber(s.slice(0, 10));
      if (Number.isFinite(day)) {
        return day * 86_400_000 + ((hour * 60 + minute - offsetMinutes) * 60 + seconds) * 1000 + millis;
      }
    }
  }
  return Date.parse(s);
}
