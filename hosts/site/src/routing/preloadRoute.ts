import { preloadRouteRemotes } from '../remotes/routeRemotes.ts';
import { routes } from '../routes.tsx';
import { preloadDeferredSections } from './deferredSection.tsx';
import { preloadMatches } from './preloadMatches.ts';

/**
 * First intent on a link (hover, focus): start loading the page it leads to, and the remotes
 * that page shows, so the click finds them ready. Loading errors surface when the page renders.
 * Home's lower sections too, from another page: arriving by the router, they would otherwise
 * appear a moment late (on home itself they load as they near the view).
 */
export function preloadRoute(path: string): void {
  preloadMatches(routes, path).catch(() => {});
  if (path === '/' && window.location.pathname !== '/') preloadDeferredSections().catch(() => {});
  preloadRouteRemotes(path);
}
