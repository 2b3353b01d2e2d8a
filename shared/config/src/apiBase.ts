import { localOrigin } from './localOrigin.ts';
import { ports } from './urls.ts';

/** The settings the API's public base is read from (process.env, or a test's object). */
export type ApiBaseEnv = Readonly<Record<string, string | undefined>>;

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The API's public base, the one setting every other API address derives from: GW_API_BASE,
 * else the local API on API_PORT (8787) under the run contract's host name. The site's forms,
 * the widgets, the CSP's connect-src and the signed upload URLs all use it.
 */
export function publicApiBase(env: ApiBaseEnv): string {
  return trimSlash(env.GW_API_BASE || localOrigin(env.API_PORT || ports.api));
}

/**
 * PUBLIC_API_URL, the base of signed upload URLs, may only repeat the API base: a browser PUTs
 * to that URL under the same CSP and CORS as the rest, so another base is refused there (issue
 * 25). The message naming both values, or null when they agree or PUBLIC_API_URL is unset.
 */
export function apiBaseDisagreement(
  apiBase: string,
  signedBase: string | undefined,
): string | null {
  if (!signedBase || trimSlash(signedBase) === trimSlash(apiBase)) return null;
  return (
    `PUBLIC_API_URL (${signedBase}) and GW_API_BASE (${apiBase}) name different API bases: ` +
    'browsers would be sent to one and refused by the other. Set GW_API_BASE alone ' +
    '(PUBLIC_API_URL follows it), or both to the same value.'
  );
}
