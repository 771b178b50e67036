/** The kiosk user types a kiosk can sign in (spec 002 §9). */
export const KIOSK_USER_TYPES = ['Visitor', 'Contractor'] as const;
export type KioskUserType = (typeof KIOSK_USER_TYPES)[number];

export const KIOSK_CONTENT_TYPES = ['Video', 'Web', 'Html'] as const;
export type KioskContentType = (typeof KIOSK_CONTENT_TYPES)[number];

/** The type a new item starts with. */
export const DEFAULT_KIOSK_CONTENT_TYPE: KioskContentType = 'Video';

export const KIOSK_LABEL_MAX = 50;
export const KIOSK_URL_MAX = 2000;
/** An Html item is shown as it is on the kiosk; 100 000 characters is far more than one screen needs. */
export const KIOSK_HTML_MAX = 100_000;
export const KIOSK_ITEMS_MAX = 50;

export interface KioskContentItem {
  kioskContentType: KioskContentType;
  content: string;
}

export interface KioskContents {
  kioskUserTypeToLabelMap: Record<KioskUserType, string>;
  kioskUserTypeToKioskContentsMap: Record<KioskUserType, KioskContentItem[]>;
}

/** What a company that never saved its kiosk contents shows. */
export function defaultKioskContents(): KioskContents {
  return {
    kioskUserTypeToLabelMap: { Visitor: 'Visitor', Contractor: 'Contractor' },
    kioskUserTypeToKioskContentsMap: { Visitor: [], Contractor: [] },
  };
}

/** An absolute http or https URL with a host. */
export function isHttpUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The problem with one item's content, or null when it is fine. */
export function contentProblem(item: KioskContentItem): string | null {
  const content = item.content.trim();
  if (content === '') return 'content is required.';
  if (item.kioskContentType === 'Html') {
    return content.length > KIOSK_HTML_MAX ? `Html content must be at most ${KIOSK_HTML_MAX} characters.` : null;
  }
  if (content.length > KIOSK_URL_MAX)
    return `${item.kioskContentType} content must be at most ${KIOSK_URL_MAX} characters.`;
  return isHttpUrl(content) ? null : `${item.kioskContentType} content must be an http(s) URL.`;
}

/** Every problem of a save, each naming the card and item (1-based); empty when the contents can be saved. */
export function kioskContentsProblems(contents: KioskContents): string[] {
  const problems: string[] = [];
  for (const type of KIOSK_USER_TYPES) {
    const label = contents.kioskUserTypeToLabelMap[type].trim();
    if (label === '') problems.push(`${type} label is required.`);
    else if (label.length > KIOSK_LABEL_MAX)
      problems.push(`${type} label must be at most ${KIOSK_LABEL_MAX} characters.`);
    const items = contents.kioskUserTypeToKioskContentsMap[type];
    if (items.length > KIOSK_ITEMS_MAX) problems.push(`${type} may have at most ${KIOSK_ITEMS_MAX} content items.`);
    items.forEach((item, index) => {
      const problem = contentProblem(item);
      if (problem) problems.push(`${type} item ${index + 1}: ${problem}`);
    });
  }
  return problems;
}

/** The contents as they are stored: labels and contents trimmed. */
export function normaliseKioskContents(contents: KioskContents): KioskContents {
  const labels = { ...contents.kioskUserTypeToLabelMap };
  const items = { ...contents.kioskUserTypeToKioskContentsMap };
  for (const type of KIOSK_USER_TYPES) {
    labels[type] = labels[type].trim();
    items[type] = items[type].map((item) => ({
      kioskContentType: item.kioskContentType,
      content: item.content.trim(),
    }));
  }
  return { kioskUserTypeToLabelMap: labels, kioskUserTypeToKioskContentsMap: items };
}
