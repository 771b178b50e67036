// A punch pair is the engine's pairing of an in punch with its out punch; time capture owns the punches and their
// edits, calculation the pairing. A pair's id names its punches, so time capture can serve and edit a pair that
// calculation showed without asking calculation: `<in punch id>~<out punch id>`, either side empty when the pair
// has no such punch. It changes when the pairing does (an edit can pair the punches otherwise).

const SEPARATOR = '~';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PunchPairPunches {
  inPunchId: string | null;
  outPunchId: string | null;
}

export function punchPairId(pair: PunchPairPunches): string {
  return `${pair.inPunchId ?? ''}${SEPARATOR}${pair.outPunchId ?? ''}`;
}

/** The punches a pair id names, or null when it is no pair id (not two punch ids, or neither). */
export function punchesOfPairId(id: string): PunchPairPunches | null {
  const parts = id.split(SEPARATOR);
  if (parts.length !== 2) return null;
  const [inId = '', outId = ''] = parts;
  if (inId === '' && outId === '') return null;
  if ((inId !== '' && !UUID.test(inId)) || (outId !== '' && !UUID.test(outId))) return null;
  if (inId !== '' && inId.toLowerCase() === outId.toLowerCase()) return null;
  return { inPunchId: inId === '' ? null : inId.toLowerCase(), outPunchId: outId === '' ? null : outId.toLowerCase() };
}
