/**
 * Whether React has hydrated the element (it then carries React's fiber key). The page's
 * content sits in Suspense boundaries (the page's, each deferred section's) that React hydrates
 * in tasks after the layout's, and no public API tells when that is done. A click on it from
 * then on is React's: if its render has not committed yet, React finishes it first.
 */
export function isHydrated(element: Element): boolean {
  // Some DOMs (happy-dom's) hide a select's own keys behind a proxy: its options are hydrated
  // in the same render.
  const carrier = element instanceof HTMLSelectElement ? (element.options[0] ?? element) : element;
  return hasFiber(element) || hasFiber(carrier);
}

const hasFiber = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/**
 * Resolves once every element still in the page is hydrated, checking every 20 ms, or after
 * 10 s whatever they are (a deferred section whose chunk failed stays as it was sent).
 */
export function untilHydrated(elements: Element[]): Promise<void> {
  const deadline = Date.now() + 10_000;
  const done = () => elements.every((element) => !element.isConnected || isHydrated(element));
  return new Promise((resolve) => {
    const check = () => {
      if (done() || Date.now() > deadline) resolve();
      else setTimeout(check, 20);
    };
    check();
  });
}
