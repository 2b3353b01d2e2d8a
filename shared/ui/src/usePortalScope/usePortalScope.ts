import { useEffect, useState } from 'react';

/**
 * A body-level element carrying the remote's style scope (.gw-remote), for dialogs and popovers
 * that portal out of the remote's root: they get the scoped reset without touching the page.
 * Null until mounted (never created during a server render).
 */
export function usePortalScope(remote: string, given?: HTMLElement | null): HTMLElement | null {
  const [element, setElement] = useState<HTMLElement | null>(given ?? null);
  useEffect(() => {
    if (given) {
      setElement(given);
      return;
    }
    const scope = document.createElement('div');
    scope.className = 'gw-remote';
    scope.dataset.gwRemotePortal = remote;
    document.body.append(scope);
    setElement(scope);
    return () => scope.remove();
  }, [remote, given]);
  return element;
}
