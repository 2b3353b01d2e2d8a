import { type ApiBaseEnv, apiBaseDisagreement, publicApiBase } from '@gw/config';

/**
 * The base of signed upload URLs: the API's public base, GW_API_BASE (default
 * http://localhost:API_PORT), the one browsers are given. PUBLIC_API_URL, its older name, may
 * only repeat it: a PUT the site's CSP refuses loses the visitor's document (issue 25).
 * `url` undefined: a port picked at start (API_PORT=0) with neither set, so where it listens.
 */
export function publicUrlFromEnv(env: ApiBaseEnv): { url?: string; error?: string } {
  if (env.GW_API_BASE) {
    const error = apiBaseDisagreement(publicApiBase(env), env.PUBLIC_API_URL);
    if (error) return { error };
  }
  if (env.PUBLIC_API_URL) return { url: env.PUBLIC_API_URL.replace(/\/+$/, '') };
  if (env.API_PORT === '0' && !env.GW_API_BASE) return {};
  return { url: publicApiBase(env) };
}
