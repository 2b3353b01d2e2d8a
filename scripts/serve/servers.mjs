// The two static origins of the run contract: the site (:4173) and the CDN (:4180).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteSecurityHeaders } from '@gw/tooling/csp';
import { createStaticServer } from '@gw/tooling/serve';
import { isOperatorPath, urls } from '../lib/config.mjs';
import { cdnDir, remotesFile, siteDist, widgetsDist } from '../lib/paths.mjs';

const immutable = 'public, max-age=31536000, immutable';

/**
 * The site: its prerendered pages (`/lender` → `lender/index.html`), the app shell for every
 * other path (client-only routes, redirects, unknown paths), /remotes.json read from disk on
 * every request (no-store), so a release or rollback needs no rebuild and no restart, and
 * /site-config.json, the runtime settings the site's forms and remotes use (API base).
 */
export function createSiteServer({
  dist = siteDist,
  remotes = remotesFile,
  siteConfig = () => ({}),
  cdn = null,
} = {}) {
  const shell = join(dist, 'shell.html');
  // Hashes of the built pages' inline code (prerender.mjs), with this run's origins.
  const hashesFile = join(dist, 'csp.json');
  const hashes = existsSync(hashesFile)
    ? JSON.parse(readFileSync(hashesFile, 'utf8'))
    : { scripts: [], handlers: [] };
  return createStaticServer({
    // The CSP's origins: the CDN, the APIs (this run's and the ones remotes were built with)
    // and the calendar and video frames.
    headers: siteSecurityHeaders({
      hashes,
      cdn,
      connect: [
        ...Object.values(siteConfig()),
        urls.apiBase,
        urls.countriesBase,
        urls.spreadsheetBase,
      ],
      frames: [urls.calendar, urls.referralVideo],
    }),
    // The operator pages (/admin-login, /admin) are kept out of search engines.
    headersFor: (path) => (isOperatorPath(path) ? { 'X-Robots-Tag': 'noindex, nofollow' } : {}),
    mounts: [{ prefix: '/', dir: dist }],
    files: { '/remotes.json': () => remotes },
    json: { '/site-config.json': siteConfig },
    spaFallback: existsSync(shell) ? shell : join(dist, 'index.html'),
    cacheControl: (path) => {
      if (path === '/remotes.json' || path === '/site-config.json') return 'no-store';
      return path.startsWith('/assets/') ? immutable : 'no-cache';
    },
  });
}

/**
 * The CDN origin: versioned remotes (/remotes/<name>/<version>/...) and widgets (/widgets/...),
 * with CORS. Hashed chunks are immutable; entries and manifests revalidate so a local rebuild
 * of the same version is seen (a real release bumps the version folder instead).
 */
export function createCdnServer({ dir = cdnDir, widgets = widgetsDist } = {}) {
  return createStaticServer({
    mounts: [
      { prefix: '/remotes/', dir: join(dir, 'remotes') },
      { prefix: '/widgets/', dir: join(dir, 'widgets') },
      { prefix: '/widgets/', dir: widgets },
    ],
    cors: true,
    // Hashed chunks, the widgets' content-hashed modules and pinned widget releases
    // (/widgets/<version>/) never change.
    cacheControl: (path) =>
      /\/assets\/|^\/widgets\/modules\/|^\/widgets\/\d+\.\d+\.\d+\//.test(path)
        ? immutable
        : 'no-cache',
  });
}
