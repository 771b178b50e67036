/**
 * Orders text by code point, never by locale: an export must come out byte for byte the same on any machine
 * (`localeCompare` follows the ICU data Node was built with). A null sorts as the empty text.
 */
export function order(a: string | null, b: string | null): number {
  const left = a ?? '';
  const right = b ?? '';
  return left < right ? -1 : left > right ? 1 : 0;
}
