import { type ComponentType, createElement, use } from 'react';
import { PageLoadFailed } from './PageLoadFailed.tsx';

/** A page in its own chunk: render it (suspends until loaded) or `preload()` it. */
export type LazyPage = ComponentType & { preload(): Promise<void> };

/**
 * A route's page, loaded when the route first renders or when `preload()` is called (before
 * hydration, for the page being hydrated, so it renders at once and matches the HTML). A chunk
 * that fails to load (offline, or a deploy replaced it) renders `PageLoadFailed`, which offers a
 * reload, instead of an empty page (DESIGN.md §8).
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let Component: ComponentType | null = null;
  let pending: Promise<void> | null = null;

  function preload(): Promise<void> {
    pending ??= load().then(
      (module) => {
        Component = pick(module);
      },
      (error: unknown) => {
        console.warn('[route] page chunk failed to load', error);
        Component = PageLoadFailed;
      },
    );
    return pending;
  }

  // biome-ignore lint/correctness/noComponentHookFactories: called once per route, at module level.
  function Page() {
    if (!Component) use(preload());
    return Component ? createElement(Component) : null;
  }
  Page.preload = preload;
  return Page;
}
