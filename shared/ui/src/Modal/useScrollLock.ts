import { useLayoutEffect } from 'react';

let locks = 0;
let previousOverflow = '';

/**
 * Stops the page behind an open modal from scrolling (a native modal <dialog> does not).
 * Counted, so nested modals restore the page's own value only when the last one closes.
 */
export function useScrollLock(): void {
  useLayoutEffect(() => {
    const html = document.documentElement;
    if (locks === 0) previousOverflow = html.style.overflow;
    locks += 1;
    html.style.overflow = 'hidden';
    return () => {
      locks -= 1;
      if (locks === 0) html.style.overflow = previousOverflow;
    };
  }, []);
}
