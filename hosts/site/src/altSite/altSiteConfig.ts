/**
 * The alternate-site build (spec §2 hidden credentials screen). `GW_ALT_SITE=1` at build time
 * puts every route behind the credentials screen; `GW_ALT_SITE_CREDENTIALS_HASH` is the SHA-256
 * (hex) of `credentialsText(email, password)`, so no plaintext secret is compiled in. This is a
 * PREVIEW GATE, NOT SECURITY: everything it hides ships to the browser and a visitor can read it.
 */
export const altSiteConfig = {
  // Read as import.meta.env.* (not readEnv) so Vite replaces them at build time and the public
  // build, where the flag is off, carries none of the gate's code.
  enabled: import.meta.env.GW_ALT_SITE === '1',
  credentialsHash: (import.meta.env.GW_ALT_SITE_CREDENTIALS_HASH ?? '').toLowerCase(),
  /** sessionStorage key of the "passed" flag: the gate stays open for the tab. */
  passedKey: 'gw:alt-site-passed',
} as const;
