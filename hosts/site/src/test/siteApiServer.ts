import { startTestServer } from '@gw/api/testing';
import { afterAll, beforeAll } from 'vitest';
import { primeSiteConfig, resetSiteConfig } from '../siteConfig/siteConfig.ts';

/**
 * The real lead API for a test file (fresh embedded database), with the site's forms pointed at
 * it through the runtime settings, exactly as /site-config.json would.
 */
export function realApiForTests() {
  const ref: { current: Awaited<ReturnType<typeof startTestServer>> | null } = { current: null };
  beforeAll(async () => {
    ref.current = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    resetSiteConfig();
    await ref.current?.close();
  });
  return {
    get api() {
      if (!ref.current) throw new Error('the test API is not up yet');
      return ref.current;
    },
    /** Points the site at the real API (call in beforeEach or the test). */
    pointSiteAtApi() {
      const url = this.api.url;
      primeSiteConfig({ apiBase: url, countriesBase: url, spreadsheetBase: url });
    },
  };
}
