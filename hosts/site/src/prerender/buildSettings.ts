import { urls } from '@gw/config';
import { altSiteConfig } from '../altSite/altSiteConfig.ts';

/** The site's public origin (GW_SITE_URL at build), for canonical URLs and the sitemap. */
export const siteOrigin = urls.site;

/** An alternate-site (preview) build asks search engines to stay away. */
export const altSiteEnabled = altSiteConfig.enabled;
