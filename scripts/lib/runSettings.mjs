// What `npm start` serves, derived from its environment in one place: start.mjs and the browser
// tests that run it read the same ports, origins and API base (issue 25: the API's public base
// is one setting, GW_API_BASE, and every address a browser is given derives from it).
import { apiBaseDisagreement, isBadPort, localOrigin, ports, publicApiBase } from './config.mjs';

/** Each service's port setting. */
export const portSettings = {
  site: 'PORT',
  cdn: 'CDN_PORT',
  api: 'API_PORT',
  partner: 'PARTNER_PORT',
};

/**
 * The ports (PORT, CDN_PORT, API_PORT, PARTNER_PORT), the origins of the site and the CDN (the
 * one remotes.json names), the API base and what follows from it: /site-config.json (the site's
 * forms and remotes, and the CSP's connect-src), the partner page's `api` attribute, and the
 * API's own settings (GW_API_BASE, whence its signed upload URLs; SITE_ORIGINS).
 */
export function runSettings(env = process.env) {
  const servicePorts = Object.fromEntries(
    Object.entries(portSettings).map(([service, name]) => [
      service,
      Number(env[name] || ports[service]),
    ]),
  );
  const apiBase = publicApiBase(env);
  const siteUrl = localOrigin(servicePorts.site);
  return {
    ports: servicePorts,
    siteUrl,
    cdnOrigin: env.GW_CDN_URL || localOrigin(servicePorts.cdn),
    apiBase,
    siteConfig: {
      apiBase,
      // The API serves the states and the teaser's spreadsheet calls too, unless named apart.
      countriesBase: env.GW_COUNTRIES_BASE || apiBase,
      spreadsheetBase: env.GW_SPREADSHEET_BASE || apiBase,
    },
    apiEnv: {
      API_PORT: String(servicePorts.api),
      GW_API_BASE: apiBase,
      // The inbox pages call the operator API from the site's origin, with its cookie.
      SITE_ORIGINS: env.SITE_ORIGINS || [env.GW_SITE_URL, siteUrl].filter(Boolean).join(','),
    },
  };
}

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why `npm start` must not start with these settings (each message names the values at odds),
 * or an empty list: a signed-URL base other than the API base, a local API base on another port
 * than the API it starts, a port browsers refuse.
 */
export function runSettingsProblems(env = process.env) {
  if (env.GW_API_BASE && !/^https?:\/\/[^/]/.test(env.GW_API_BASE)) {
    return [
      `GW_API_BASE must be an http(s) URL, like ${localOrigin(ports.api)}, not ${env.GW_API_BASE}.`,
    ];
  }
  const settings = runSettings(env);
  const problems = [apiBaseDisagreement(settings.apiBase, env.PUBLIC_API_URL)];
  const base = new URL(settings.apiBase);
  const basePort = Number(base.port || (base.protocol === 'https:' ? 443 : 80));
  if (loopback.has(base.hostname) && basePort !== settings.ports.api) {
    problems.push(
      `GW_API_BASE (${settings.apiBase}) names a local API on port ${basePort}, but npm start ` +
        `starts the API on API_PORT ${settings.ports.api}: set API_PORT=${basePort}, or leave ` +
        'GW_API_BASE unset.',
    );
  }
  for (const [service, name] of Object.entries(portSettings)) {
    const port = settings.ports[service];
    if (isBadPort(port)) {
      problems.push(
        `${name} ${port} is on the Fetch Standard's bad-port list: browsers refuse to connect ` +
          'to it. Choose another port.',
      );
    }
  }
  return problems.filter(Boolean);
}
