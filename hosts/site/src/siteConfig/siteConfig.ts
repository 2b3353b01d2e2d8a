import { urls } from '@gw/config';

/** Where the site's forms send their calls; served at run time by the site's server. */
export type SiteConfig = { apiBase: string; countriesBase: string; spreadsheetBase: string };

/** The runtime settings file: `{ apiBase?, countriesBase?, spreadsheetBase? }`, any subset. */
export const siteConfigPath = '/site-config.json';

/** The build-time defaults (@gw/config, GW_* at build), used where the file is absent. */
export const defaultSiteConfig: SiteConfig = {
  apiBase: urls.apiBase,
  countriesBase: urls.countriesBase,
  spreadsheetBase: urls.spreadsheetBase,
};

let pending: Promise<SiteConfig> | null = null;
let loaded: SiteConfig | null = null;

function pickUrls(body: unknown): Partial<SiteConfig> {
  if (!body || typeof body !== 'object') return {};
  const picked: Partial<SiteConfig> = {};
  for (const key of Object.keys(defaultSiteConfig) as (keyof SiteConfig)[]) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string' && /^https?:\/\//.test(value)) picked[key] = value;
  }
  return picked;
}

/**
 * The site's runtime settings, read once on first need (a form submit or a remote's first
 * load; never at page load) so the API base changes per deployment without a rebuild. A
 * missing or broken file falls back to the build-time defaults.
 */
export function loadSiteConfig(fetcher: typeof fetch = fetch): Promise<SiteConfig> {
  pending ??= fetcher(siteConfigPath, { cache: 'no-store' })
    .then((response) => (response.ok ? response.json() : {}))
    .catch(() => ({}))
    .then((body: unknown) => {
      loaded = { ...defaultSiteConfig, ...pickUrls(body) };
      return loaded;
    });
  return pending;
}

/** Uses these settings instead of reading the file (tests, or a page that knows them). */
export function primeSiteConfig(config: Partial<SiteConfig>): void {
  loaded = { ...defaultSiteConfig, ...config };
  pending = Promise.resolve(loaded);
}

/** Forgets the loaded settings (tests). */
export function resetSiteConfig(): void {
  pending = null;
  loaded = null;
}
