/// <reference types="vite/client" />

/** Build-time settings read as `import.meta.env.*` so a build without them drops their code. */
interface ImportMetaEnv {
  /** '1' builds the alternate (preview) site behind the credentials screen. */
  readonly GW_ALT_SITE?: string;
  /** SHA-256 (hex) of the preview credentials (altSite/hashCredentials.ts). */
  readonly GW_ALT_SITE_CREDENTIALS_HASH?: string;
}
