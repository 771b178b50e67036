/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API is served; empty (the default) means the console's own origin. */
  readonly VITE_API_BASE_URL?: string;
  /** The provider's website opened by Create Account on the sign-in screen. */
  readonly VITE_PROVIDER_WEBSITE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
