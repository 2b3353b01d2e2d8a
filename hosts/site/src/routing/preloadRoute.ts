import { preloadRouteRemotes } from '../remotes/routeRemotes.ts';
import { routes } from '../routes.tsx';
import { preloadMatches } from './preloadMatches.ts';

/**
 * First intent on a link (hover, focus): start loading the page it leads to, and the remotes
 * that page shows, so the click finds them ready. Loading errors surface when the page renders.
 */
export function preloadRoute(path: string): void {
  preloadMatches(routes, path).catch(() => {});
  preloadRouteRemotes(path);
}
