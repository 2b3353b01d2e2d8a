import { readEnv } from '@gw/config';

/**
 * The alternate-site build (spec §2 hidden credentials screen). `GW_ALT_SITE=1` at build time
 * puts every route behind the credentials screen; `GW_ALT_SITE_CREDENTIALS_HASH` is the SHA-256
 * (hex) of `credentialsText(email, password)`, so no plaintext secret is compiled in. This is a
 * PREVIEW GATE, NOT SECURITY: everything it hides ships to the browser and a visitor can read it.
 */
export const altSiteConfig = {
  enabled: readEnv('GW_ALT_SITE') === '1',
  credentialsHash: (readEnv('GW_ALT_SITE_CREDENTIALS_HASH') ?? '').toLowerCase(),
  /** sessionStorage key of the "passed" flag: the gate stays open for the tab. */
  passedKey: 'gw:alt-site-passed',
} as const;
