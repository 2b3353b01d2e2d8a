import { readEnv } from './env.ts';
import { localOrigin } from './localOrigin.ts';

/**
 * Ports of the local run contract (DESIGN.md §3). None is on the Fetch Standard's bad-port list
 * (badPorts.ts): the partner page moved from 4190, which browsers and Node's fetch refuse.
 */
export const ports = {
  site: 4173,
  cdn: 4180,
  partner: 4191,
  api: 8787,
} as const;

/**
 * The provider's identity service, written {iam host} in the spec: every lead call. The same as
 * `urls.apiBase`, on its own so a widget that needs only this URL leaves the others out.
 */
export const apiBaseUrl = readEnv('GW_API_BASE') ?? localOrigin(ports.api);

/**
 * The main site, used where a widget flow continues on it. The same as `urls.site`, on its own
 * so a widget that needs only this URL leaves the others out.
 */
export const siteUrl = readEnv('GW_SITE_URL') ?? localOrigin(ports.site);

/**
 * Hosts and URLs. Every entry can be overridden from the environment at start/build time;
 * the defaults are the local run contract so `npm start` works on a fresh machine.
 */
export const urls = {
  /** The provider's identity service, written {iam host} in the spec: every lead call. */
  apiBase: apiBaseUrl,
  /** Countries-and-states service; the API serves it too, so it defaults to the API base. */
  countriesBase: readEnv('GW_COUNTRIES_BASE') ?? apiBaseUrl,
  /** Spreadsheet-to-API service used by the contact teaser; the API serves it too (its base). */
  spreadsheetBase: readEnv('GW_SPREADSHEET_BASE') ?? apiBaseUrl,
  /** Spreadsheet id and sheet of the teaser's POST /v1/{id}/{sheet}/Sheet1. */
  spreadsheetId: readEnv('GW_SPREADSHEET_ID') ?? 'gw-contact',
  spreadsheetSheet: readEnv('GW_SPREADSHEET_SHEET') ?? 'leads',
  /** The main site, used where a widget flow continues on it. */
  site: siteUrl,
  /** The CDN origin serving remotes and widgets. */
  cdn: readEnv('GW_CDN_URL') ?? localOrigin(ports.cdn),
  /** The auth site: sign-in, sign-up and referral sign-up. */
  auth: readEnv('GW_AUTH_URL') ?? 'https://app.groundwork.example',
  /** The cost calculator subdomain. */
  calculator: readEnv('GW_CALCULATOR_URL') ?? 'https://calculator.groundwork.example',
  /** The company blog, linked from the header (hidden on /about-us). */
  blog: readEnv('GW_BLOG_URL') ?? 'https://blog.groundwork.example',
  /** The embedded calendar booking page. */
  calendar: readEnv('GW_CALENDAR_URL') ?? 'https://calendly.com/groundwork/30min',
  /** The referral video, embedded only when the visitor asks for it. */
  referralVideo:
    readEnv('GW_REFERRAL_VIDEO_URL') ?? 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
} as const;

/** Outbound paths on the auth site (spec §7). */
export const authPaths = {
  signIn: '/signin',
  ownerSignUp: '/signup/project-owner',
  profileSignUp: '/signup',
  referralSignUp: '/referral/signup',
} as const;

/** An absolute URL on the auth site. */
export function authUrl(path: string, query?: Record<string, string>): string {
  const url = new URL(path, urls.auth);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  return url.toString();
}
