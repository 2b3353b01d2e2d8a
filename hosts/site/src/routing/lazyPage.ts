import type { ComponentType } from 'react';
import { PageLoadFailed } from './PageLoadFailed.tsx';

/**
 * A route's `lazy`: the page's chunk, loaded when the route matches. A chunk that fails to load
 * (network, or a deploy replaced it) never rejects the route: DESIGN.md §8 — react-router v7
 * renders an empty outlet for a rejected `lazy` and caches the rejection. The route then shows
 * `PageLoadFailed`, which offers a reload (the only cure for a stale or missing chunk).
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async (): Promise<{ Component: ComponentType }> => {
    try {
      return { Component: pick(await load()) };
    } catch (error) {
      console.warn('[route] page chunk failed to load', error);
      return { Component: PageLoadFailed };
    }
  };
}
