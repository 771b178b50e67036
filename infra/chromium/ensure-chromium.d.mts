// Types for ensure-chromium.mjs: Debian's Chromium for the browser tests.

/** Where Debian's chromium package puts the browser: /usr/bin/chromium. */
export declare const DEFAULT_CHROMIUM: string;

/**
 * Resolves to the path of a Chromium executable: $CHROMIUM_PATH if set (it must exist), else /usr/bin/chromium,
 * running `apt-get update` and `apt-get install -y chromium` first (as root, or through sudo) when it is missing.
 * Rejects with a clear message when it cannot install. Calls in one process share one installation.
 */
export declare function ensureChromium(): Promise<string>;
