// Console settings fixed at build time (Vite env variables), with the defaults used when none are given.

/** The product's own app type, sent with every sign-in (spec 000 §3 Login). */
export const APP_TYPE = 'web';

/** Opened in a new tab by Create Account. Set VITE_PROVIDER_WEBSITE when building for a real provider. */
export const PROVIDER_WEBSITE = import.meta.env?.VITE_PROVIDER_WEBSITE || 'https://rollcall.example/';
