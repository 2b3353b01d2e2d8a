import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { headTagsHtml, pageHead } from '../head/headTags.ts';
import { routes } from '../routes.tsx';

/** A prerendered page: the app's HTML, the head tags, and its HTTP status. */
export type RenderedPage =
  | { kind: 'page'; status: number; html: string; head: string }
  | { kind: 'redirect'; status: number; location: string };

/** Resource hints React hoists out of the tree (the hero image preload) lead the markup. */
const leadingHints = /^(?:<link [^>]*\/?>)+/;

/**
 * Renders one path the way the browser will hydrate it: the same route table through
 * react-router's static handler (lazy pages loaded first), no hydration data (no loaders).
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const hints = markup.match(leadingHints)?.[0] ?? '';
  return {
    kind: 'page',
    status: context.statusCode,
    html: markup.slice(hints.length),
    head: [headTagsHtml(pageHead(path)), hints].filter(Boolean).join('\n    '),
  };
}

/**
 * The paths written as static HTML at build time: every route except the redirects
 * (/pricing, /canpad, /referral/{refId}) and the pages that only make sense live
 * (/schedule-call-calendly, /admin-login). Those, and unknown paths, get the app shell.
 */
export const prerenderPaths = [
  '/',
  '/owner',
  '/enterprise',
  '/finance',
  '/contractor',
  '/consultant',
  '/lender',
  '/developer',
  '/about-us',
  '/contact',
  '/pricing/enterprise',
  '/pricing/premium',
  '/referral',
  '/schedule-call',
  '/waitlist-welcome',
  '/doctor',
  '/policy',
  '/fee-estimator',
  '/privacy-policy',
] as const;

/** The not-found page, written as 404.html for the server's unknown paths. */
export const notFoundPath = '/404';

/** The origin canonical URLs, the sitemap and robots.txt use (GW_SITE_URL at build). */
export { altSiteEnabled, siteOrigin } from './buildSettings.ts';
