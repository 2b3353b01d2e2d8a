import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { App } from '../App.tsx';
import { headTagsHtml, pageHead } from '../head/headTags.ts';
import { pageTable } from '../pages/pageTable.ts';
import { RemoteSnapshotContext } from '../remotes/remoteSnapshot.ts';
import { routes } from '../routes.tsx';
import { preloadDeferredSections } from '../routing/deferredSection.tsx';
import { preloadMatches } from '../routing/preloadMatches.ts';
import { withRemoteSnapshots } from './remoteSnapshots.tsx';

/** A prerendered page: the app's HTML, the head tags, and its HTTP status. */
export type RenderedPage =
  | { kind: 'page'; status: number; html: string; head: string }
  | { kind: 'redirect'; status: number; location: string };

/**
 * Paths that only send the visitor elsewhere (spec §2), answered with a 301: the table's redirect
 * rows. Here, not beside the routes: the browser's router needs only their <Navigate>.
 */
export const redirects: Readonly<Record<string, string>> = Object.fromEntries(
  pageTable.flatMap((row) => ('redirectTo' in row ? [[row.path, row.redirectTo]] : [])),
);

/** Resource hints React hoists out of the tree (the hero image preload) lead the markup. */
const leadingHints = /^(?:<link [^>]*\/?>)+/;

/**
 * Renders one path the way the browser will hydrate it: the same App under a StaticRouter,
 * its lazy page and deferred sections loaded first. Redirect paths answer with their target
 * instead.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const pathname = new URL(path, 'http://prerender.local').pathname.replace(/(.)\/+$/, '$1');
  const location = redirects[pathname];
  if (location) return { kind: 'redirect', status: 301, location };
  await Promise.all([preloadMatches(routes, pathname), preloadDeferredSections()]);
  const matched = matchRoutes(routes, pathname) ?? [];
  const notFound = matched.at(-1)?.route.path === '*';
  const markup = withRemoteSnapshots((snapshots) =>
    renderToString(
      <StrictMode>
        <RemoteSnapshotContext value={snapshots}>
          <StaticRouter location={path}>
            <App />
          </StaticRouter>
        </RemoteSnapshotContext>
      </StrictMode>,
    ),
  );
  const hints = markup.match(leadingHints)?.[0] ?? '';
  return {
    kind: 'page',
    status: notFound ? 404 : 200,
    html: markup.slice(hints.length),
    head: [headTagsHtml(pageHead(pathname)), hints].filter(Boolean).join('\n    '),
  };
}

/**
 * The paths written as static HTML at build time and listed in the sitemap: the page table's
 * rows marked `prerendered`. The redirects, the live-only pages (the operator pages, the
 * referral redirect) and unknown paths get the app shell.
 */
export const prerenderPaths: readonly string[] = pageTable.flatMap((row) =>
  'prerendered' in row && row.prerendered ? [row.path] : [],
);

/** The not-found page, written as 404.html for the server's unknown paths. */
export const notFoundPath = '/404';

/** The origin canonical URLs, the sitemap and robots.txt use (GW_SITE_URL at build). */
export { altSiteEnabled, siteOrigin } from './buildSettings.ts';
/** What prerender.mjs inlines of the stylesheet in each page's head. */
export { criticalCss } from './criticalCss.ts';
/** How prerender.mjs moves the module entry behind the first paint. */
export { entryAfterPaint } from './entryAfterPaint.ts';
