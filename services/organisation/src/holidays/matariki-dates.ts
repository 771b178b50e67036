/**
 * Matariki public holiday dates as legislated (Te Kāhui o Matariki Public Holiday Act 2022, Schedule 1): year →
 * [month, day]. The Act fixes each date from the lunar calendar, so they cannot be computed from a rule.
 */
export const MATARIKI_DATES: Readonly<Record<number, readonly [number, number]>> = {
  2022: [6, 24],
  2023: [7, 14],
  2024: [6, 28],
  2025: [6, 20],
  2026: [7, 10],
  2027: [6, 25],
  2028: [7, 14],
  2029: [7, 6],
  2030: [6, 21],
  2031: [7, 11],
  2032: [7, 2],
  2033: [6, 24],
  2034: [7, 7],
  2035: [6, 29],
  2036: [7, 18],
  2037: [7, 10],
  2038: [6, 25],
  2039: [7, 15],
  2040: [7, 6],
  2041: [7, 19],
  2042: [7, 11],
  2043: [7, 3],
  2044: [6, 24],
  2045: [7, 7],
  2046: [6, 29],
  2047: [7, 19],
  2048: [7, 3],
  2049: [6, 25],
  2050: [7, 15],
  2051: [6, 30],
  2052: [6, 21],
};

export const FIRST_MATARIKI_YEAR = 2022;
export const LAST_MATARIKI_YEAR = 2052;
