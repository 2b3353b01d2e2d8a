import { type ComponentType, createElement, lazy, Suspense, useEffect, useRef } from 'react';
import { clickThrough } from '../hydration/earlyInput.ts';
import { isHydrated } from '../hydration/isHydrated.ts';

/** A section whose code loads when it nears the viewport; `preload()` loads it at once. */
export type DeferredSection = ComponentType & { preload(): Promise<void> };

const preloads: (() => Promise<void>)[] = [];

/** Each waiting section's box, settled once it has carried out its held click (or failed). */
const settled = new WeakMap<Element, Promise<void>>();

/**
 * Resolves once the deferred section holding `element` has hydrated and carried out the click it
 * caught (at once when it holds none): the early-input replay goes on in the visitor's order.
 */
export function untilSectionSettled(element: Element): Promise<void> {
  const box = element.closest('[data-slot="deferred-section"]');
  return (box && settled.get(box)) ?? Promise.resolve();
}

/** Loads every deferred section (the prerender renders them, not their fallbacks). */
export function preloadDeferredSections(): Promise<void> {
  return Promise.all(preloads.map((preload) => preload())).then(() => undefined);
}

/** How far below the viewport a section starts loading: a fast scroll finds it ready. */
const nearViewport = '0px 0px 400px 0px';

/** Controls whose click is replayed once their section has hydrated. */
const replayedControls = 'button, [role="button"], [role="tab"], a[href]';

/**
 * A link click the browser should carry out itself: a new tab or window, a download, another
 * origin. The others wait for hydration and go through the router instead of reloading the page.
 */
function isBrowsersOwn(event: MouseEvent, control: HTMLElement): boolean {
  if (!(control instanceof HTMLAnchorElement)) return false;
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (control.target !== '' && control.target !== '_self') ||
    control.hasAttribute('download') ||
    control.origin !== window.location.origin
  );
}

/**
 * A below-the-fold section in its own chunk, hydrated when it is needed (one instance per page).
 * Its prerendered HTML shows at once; React keeps that HTML as it is while the section's code
 * has not loaded (a component that suspends during hydration leaves its server HTML in place)
 * and hydrates it when the section nears the viewport, so the first load neither downloads nor
 * hydrates what the visitor has not scrolled to. React drops a click on HTML it has not hydrated
 * yet: the section catches it first, loads at once and clicks the same (adopted) element again
 * once hydrated; a link click is held the same way, so it navigates in-app instead of reloading. Rendered without prerendered HTML (a client-side navigation), it loads at once.
 */
export function deferredSection(load: () => Promise<ComponentType>): DeferredSection {
  let Component: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  let hydrated = false;
  let onHydrated = () => {};
  let onFailed = () => {};
  let release = () => {};
  const wanted = new Promise<void>((resolve) => {
    release = resolve;
  });

  function preload(): Promise<void> {
    pending ??= load().then((loaded) => {
      Component = loaded;
    });
    return pending;
  }
  preloads.push(preload);

  // biome-ignore lint/correctness/noComponentHookFactories: called once per section, at module level.
  function Loaded() {
    useEffect(() => {
      hydrated = true;
      onHydrated();
    }, []);
    return Component && createElement(Component);
  }

  // A chunk that fails to load leaves the prerendered HTML as it is (readable, links work).
  const Deferred = lazy(() =>
    wanted.then(preload).then(
      () => ({ default: Loaded }),
      (error: unknown) => {
        console.warn('[section] chunk failed to load', error);
        onFailed();
        return new Promise<never>(() => {});
      },
    ),
  );

  // biome-ignore lint/correctness/noComponentHookFactories: called once per section, at module level.
  function Section() {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const box = ref.current;
      // Loaded, or rendered in the browser rather than hydrated: nothing to wait for.
      if (!box || hydrated || Component || !box.hasChildNodes()) {
        release();
        return;
      }
      let clicked: HTMLElement | null = null;
      let settle = () => {};
      settled.set(
        box,
        new Promise<void>((resolve) => {
          settle = resolve;
        }),
      );
      onHydrated = () => {
        // Past the page's early-input script too: this click is the visitor's, already held once.
        if (clicked?.isConnected) clickThrough(clicked);
        clicked = null;
        settle();
      };
      // Without the section's code a held link click still goes where it points.
      onFailed = () => {
        if (clicked instanceof HTMLAnchorElement) window.location.assign(clicked.href);
        clicked = null;
        settle();
      };
      function onClick(event: MouseEvent) {
        const target = event.target instanceof Element ? event.target : null;
        const control = target?.closest<HTMLElement>(replayedControls);
        // A control React has taken handles its own click (holding it too would click it twice).
        if (hydrated || !control || !box?.contains(control) || isHydrated(control)) return;
        if (isBrowsersOwn(event, control)) return;
        event.preventDefault();
        clicked = control;
        release();
      }
      // On the document, in the capture phase: React stops a click on HTML it has not hydrated
      // at its root, before it could reach the section.
      document.addEventListener('click', onClick, true);
      const observer =
        'IntersectionObserver' in window
          ? new IntersectionObserver(
              (entries) => {
                if (entries.some((entry) => entry.isIntersecting)) release();
              },
              { rootMargin: nearViewport },
            )
          : null;
      if (observer) observer.observe(box);
      else release();
      return () => {
        observer?.disconnect();
        document.removeEventListener('click', onClick, true);
        onHydrated = () => {};
        onFailed = () => {};
      };
    }, []);
    return (
      <div ref={ref} data-slot="deferred-section">
        <Suspense fallback={null}>{createElement(Component ? Loaded : Deferred)}</Suspense>
      </div>
    );
  }
  Section.preload = preload;
  return Section;
}
