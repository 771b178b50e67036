import type { KioskContentItemBody, KioskContentsBody } from '@rollcall/api-client';
import { KIOSK_MESSAGES } from './kiosk-messages';

export const KIOSK_USER_TYPES = ['Visitor', 'Contractor'] as const;
export type KioskUserType = (typeof KIOSK_USER_TYPES)[number];
export type KioskContentType = KioskContentItemBody['kioskContentType'];
export const KIOSK_CONTENT_TYPES: KioskContentType[] = ['Video', 'Web', 'Html'];
export const KIOSK_LABEL_MAX = 50;
export const KIOSK_HTML_MAX = 100_000;

export type KioskContents = KioskContentsBody;

/** A new item: Video is the default type (spec 002 §3). */
export function newKioskItem(): KioskContentItemBody {
  return { kioskContentType: 'Video', content: '' };
}

function withItems(contents: KioskContents, type: KioskUserType, items: KioskContentItemBody[]): KioskContents {
  return {
    ...contents,
    kioskUserTypeToKioskContentsMap: { ...contents.kioskUserTypeToKioskContentsMap, [type]: items },
  };
}

export function setLabel(contents: KioskContents, type: KioskUserType, label: string): KioskContents {
  return { ...contents, kioskUserTypeToLabelMap: { ...contents.kioskUserTypeToLabelMap, [type]: label } };
}

export function addItem(contents: KioskContents, type: KioskUserType): KioskContents {
  return withItems(contents, type, [...contents.kioskUserTypeToKioskContentsMap[type], newKioskItem()]);
}

export function changeItem(
  contents: KioskContents,
  type: KioskUserType,
  index: number,
  change: Partial<KioskContentItemBody>,
): KioskContents {
  const items = contents.kioskUserTypeToKioskContentsMap[type].map((item, i) =>
    i === index ? { ...item, ...change } : item,
  );
  return withItems(contents, type, items);
}

export function removeItem(contents: KioskContents, type: KioskUserType, index: number): KioskContents {
  return withItems(
    contents,
    type,
    contents.kioskUserTypeToKioskContentsMap[type].filter((_, i) => i !== index),
  );
}

/** Moves item `index` one place up (-1) or down (+1); out of range leaves the list as it is. */
export function moveItem(contents: KioskContents, type: KioskUserType, index: number, by: -1 | 1): KioskContents {
  const items = [...contents.kioskUserTypeToKioskContentsMap[type]];
  const target = index + by;
  const item = items[index];
  const other = items[target];
  if (item === undefined || other === undefined) return contents;
  items[index] = other;
  items[target] = item;
  return withItems(contents, type, items);
}

function isHttpUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The message for one item's content, or undefined when it is fine (the server checks the same). */
export function itemError(item: KioskContentItemBody): string | undefined {
  const content = item.content.trim();
  if (content === '') return KIOSK_MESSAGES.required;
  if (item.kioskContentType === 'Html') {
    return content.length > KIOSK_HTML_MAX ? `At most ${KIOSK_HTML_MAX} characters.` : undefined;
  }
  return isHttpUrl(content) ? undefined : KIOSK_MESSAGES.invalidUrl;
}

/** Errors keyed `label.<type>` and `item.<type>.<index>`; empty when the contents can be saved. */
export function kioskContentsErrors(contents: KioskContents): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const type of KIOSK_USER_TYPES) {
    const label = contents.kioskUserTypeToLabelMap[type].trim();
    if (label === '') errors[`label.${type}`] = KIOSK_MESSAGES.required;
    else if (label.length > KIOSK_LABEL_MAX) errors[`label.${type}`] = `At most ${KIOSK_LABEL_MAX} characters.`;
    contents.kioskUserTypeToKioskContentsMap[type].forEach((item, index) => {
      const error = itemError(item);
      if (error) errors[`item.${type}.${index}`] = error;
    });
  }
  return errors;
}

/** What the content field asks for, by type. */
export function contentPlaceholder(type: KioskContentType): string {
  return type === 'Html' ? '<p>Text shown on the kiosk</p>' : 'https://';
}
