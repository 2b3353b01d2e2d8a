import { matchRoutes, type RouteObject } from 'react-router';
import type { LazyPage } from './lazyPage.ts';

/** A route whose `handle` is the lazy page it renders. */
function lazyPageOf(route: RouteObject): LazyPage | null {
  const handle: unknown = route.handle;
  return typeof handle === 'function' && 'preload' in handle ? (handle as LazyPage) : null;
}

/**
 * Loads the lazy pages a path shows before the first render: a prerendered page then hydrates
 * with its component in place, and the prerender renders the page rather than a fallback.
 */
export async function preloadMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => lazyPageOf(route)?.preload()));
}
