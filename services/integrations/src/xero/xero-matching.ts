/** How Rollcall's pay types and employees are matched to what a Xero organisation has. */

export interface PayTypeToMatch {
  id: string;
  code: string;
  name: string;
  /** the code the payroll exports write for it; null or blank: none */
  exportCode: string | null;
}

export interface EarningsRateToMatch {
  earningsRateID: string;
  name: string;
}

export interface PersonToMatch {
  id: string;
  firstName: string;
  lastName: string;
}

const key = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Each pay type's earnings rate: the one whose name is the pay type's export code, else its name, else its code
 * (trimmed, any case, runs of spaces as one). A name two earnings rates share matches neither. Null where none
 * matches.
 */
export function matchPayTypes(
  payTypes: readonly PayTypeToMatch[],
  rates: readonly EarningsRateToMatch[],
): Map<string, string | null> {
  const byName = new Map<string, string | null>();
  for (const rate of rates) {
    const k = key(rate.name);
    byName.set(k, byName.has(k) ? null : rate.earningsRateID);
  }
  return new Map(
    payTypes.map((p) => {
      const candidates = [p.exportCode ?? '', p.name, p.code].filter((c) => c.trim() !== '');
      return [p.id, candidates.map((c) => byName.get(key(c))).find((id) => id) ?? null] as const;
    }),
  );
}

export interface PeopleMatch {
  /** Rollcall employee id to Xero employee id (null: not in Xero, or ambiguous) */
  links: Map<string, string | null>;
  /** "First Last" of Rollcall employees no Xero employee has the name of */
  notInXero: string[];
  /** names more than one employee has, on either side: left unmatched */
  duplicates: string[];
}

/** Employees by first and last name (trimmed, any case); a name held twice on either side matches no one. */
export function matchPeople(rollcall: readonly PersonToMatch[], xero: readonly PersonToMatch[]): PeopleMatch {
  const nameOf = (p: PersonToMatch) => `${p.firstName.trim()} ${p.lastName.trim()}`;
  const count = (people: readonly PersonToMatch[]) => {
    const counts = new Map<string, PersonToMatch[]>();
    for (const p of people) counts.set(key(nameOf(p)), [...(counts.get(key(nameOf(p))) ?? []), p]);
    return counts;
  };
  const ours = count(rollcall);
  const theirs = count(xero);
  const duplicates = new Set<string>();
  const notInXero: string[] = [];
  const links = new Map<string, string | null>();
  for (const person of rollcall) {
    const k = key(nameOf(person));
    const there = theirs.get(k) ?? [];
    if ((ours.get(k)?.length ?? 0) > 1 || there.length > 1) {
      duplicates.add(nameOf(person));
      links.set(person.id, null);
    } else if (there.length === 0) {
      notInXero.push(nameOf(person));
      links.set(person.id, null);
    } else links.set(person.id, there[0]?.id ?? null);
  }
  // by name regardless of case, then case (code units): the same order on every machine
  const plain = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const byName = (a: string, b: string) => plain(key(a), key(b)) || plain(a, b);
  return { links, notInXero: notInXero.sort(byName), duplicates: [...duplicates].sort(byName) };
}
