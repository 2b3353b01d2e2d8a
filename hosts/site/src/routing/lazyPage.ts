import { type ComponentType, createElement, lazy } from 'react';
import { PageLoadFailed } from './PageLoadFailed.tsx';

/** A page in its own chunk: render it (suspends until loaded) or `preload()` it. */
export type LazyPage = ComponentType & { preload(): Promise<void> };

/**
 * A route's page (what `load` resolves to: pages/pageModule.ts), loaded when the route first
 * renders or when `preload()` is called (before hydration, for the page being hydrated, so it
 * renders at once and matches the HTML). A chunk that fails to load (offline, or a deploy
 * replaced it) renders `PageLoadFailed`, which offers a reload, instead of an empty page
 * (DESIGN.md §8).
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Component: ComponentType | null = null;
  let pending: Promise<void> | null = null;

  function preload(): Promise<void> {
    pending ??= load().then(
      (loaded) => {
        Component = loaded;
      },
      (error: unknown) => {
        console.warn('[route] page chunk failed to load', error);
        Component = PageLoadFailed;
      },
    );
    return pending;
  }

  // Not loaded yet (a client-side navigation): React.lazy suspends until it is.
  const Deferred = lazy(() => preload().then(() => ({ default: Component ?? PageLoadFailed })));

  // biome-ignore lint/correctness/noComponentHookFactories: called once per route, at module level.
  function Page() {
    // Loaded (preloaded before hydration or the prerender): render at once, no suspense.
    return createElement(Component ?? Deferred);
  }
  Page.preload = preload;
  return Page;
}
