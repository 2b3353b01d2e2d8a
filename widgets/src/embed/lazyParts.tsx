// The waitlist's ToastItem and Spinner (aliased by widgets/build over the kit's, for its
// ToastProvider and its Button): the kit's own, and their classes, arrive in a later module
// (widgets/src/widgets/waitlistLater.ts), loaded on the visitor's first intent on the form
// (preloadLater, from WaitlistWidget) or at the latest when one is first shown. Until then each
// renders nothing: the provider's live regions are the kit's and on the page from the start, so
// a toast that arrives into one is announced; a busy button is already aria-busy and says
// 'Loading' to screen readers. Should the module not load, they stay empty (the page still hears
// gw:error) and the next one shown tries again.
import { type ComponentProps, useEffect, useState } from 'react';
import type * as Later from '../widgets/waitlistLater.ts';
import { loadOnce } from './loadOnce.ts';
import { widgetNames } from './registry.ts';
import { replaceStyles } from './styles.ts';

let loaded: typeof Later | undefined;

const load = loadOnce(
  () => import('../widgets/waitlistLater.ts'),
  (module) => {
    // Its sheet is the widget's whole one: it replaces the first load's before they render.
    for (const name of widgetNames()) replaceStyles(name, module.css);
    loaded = module;
  },
);

/** Starts loading them (the visitor reached for the form); a failure is left for later. */
export function preloadLater(): void {
  load().catch(() => {});
}

/** The later module once it is here (this render asks for it); undefined before. */
function useLater(): typeof Later | undefined {
  const [module, setModule] = useState(() => loaded);
  useEffect(() => {
    if (module) return;
    let current = true;
    load().then(
      (arrived) => {
        if (current) setModule(arrived);
      },
      (error: unknown) => console.warn('[widget] a part could not load', error),
    );
    return () => {
      current = false;
    };
  }, [module]);
  return module;
}

export function ToastItem(props: ComponentProps<typeof Later.ToastItem>) {
  const later = useLater();
  return later ? <later.ToastItem {...props} /> : null;
}

export function Spinner(props: ComponentProps<typeof Later.Spinner>) {
  const later = useLater();
  return later ? <later.Spinner {...props} /> : null;
}
