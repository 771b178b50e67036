import type { ConsoleSources } from '@rollcall/platform';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';

/** An origin a CSP may name: scheme, host (its first label may be *), port. */
const ORIGIN = /^https?:\/\/(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:\d{1,5})?$/;

/**
 * The foreign origins the built console loads from (map tiles, address search), from the csp-sources.json its
 * build wrote (console/vite.config.ts). None when the console is not built, or the file is missing or bad.
 */
export function consoleSourcesIn(dir: string | null, logger: Logger): ConsoleSources {
  const none: ConsoleSources = { img: [], connect: [] };
  if (!dir) return none;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path.join(dir, 'csp-sources.json'), 'utf8'));
  } catch {
    logger.warn('the console build has no csp-sources.json: its map tiles and address search will be refused');
    return none;
  }
  const origins = (key: 'img' | 'connect'): string[] => {
    const list = (raw as Record<string, unknown> | null)?.[key];
    if (!Array.isArray(list)) return [];
    return list.filter((entry): entry is string => {
      const ok = typeof entry === 'string' && ORIGIN.test(entry);
      if (!ok) logger.warn({ entry }, 'csp-sources.json names something that is not an origin; left out');
      return ok;
    });
  };
  return { img: origins('img'), connect: origins('connect') };
}
