/** Injection token of the PlatformConfig. */
export const PLATFORM_CONFIG = Symbol('PLATFORM_CONFIG');
