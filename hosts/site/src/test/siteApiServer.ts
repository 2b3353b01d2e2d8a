import { testApiPerFile } from '@gw/api/vitest';
import { afterAll } from 'vitest';
import { primeSiteConfig, resetSiteConfig } from '../siteConfig/siteConfig.ts';

/**
 * The real lead API for a test file (fresh embedded database), with the site's forms pointed at
 * it through the runtime settings, exactly as /site-config.json would.
 */
export function realApiForTests() {
  const api = testApiPerFile();
  afterAll(resetSiteConfig);
  return {
    api,
    /** Points the site at the real API (call in beforeEach or the test). */
    pointSiteAtApi() {
      primeSiteConfig({ apiBase: api.url, countriesBase: api.url, spreadsheetBase: api.url });
    },
  };
}
