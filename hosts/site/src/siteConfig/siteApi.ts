import { collectAttribution, createApiClient } from '@gw/api-client';
import { loadSiteConfig } from './siteConfig.ts';

/** An API client for one of the site's own forms, pointed at the runtime API base. */
export async function siteApi(component: string) {
  const config = await loadSiteConfig();
  return createApiClient({
    ...config,
    attribution: collectAttribution({ surface: 'site', component }),
  });
}
