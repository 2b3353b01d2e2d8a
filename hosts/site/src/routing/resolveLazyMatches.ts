import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy pages matching a location and writes them into their routes, before the
 * router is created: a prerendered page then hydrates with its component already there (the
 * router would otherwise render nothing while it loads, and hydration would not match).
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
