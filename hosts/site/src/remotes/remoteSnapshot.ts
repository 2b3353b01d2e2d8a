import { createContext, useContext, useState } from 'react';
import type { PageRemoteKey } from './registry.ts';

/**
 * The prerender's way to a remote's first render as static HTML (prerender/remoteSnapshots.tsx):
 * the page is then painted whole before any script, and the remote, once loaded, takes over the
 * same box. Absent in the browser, which has no remote code until the remote loads.
 */
export type RenderSnapshot = (remote: PageRemoteKey, props: object) => string | undefined;

export const RemoteSnapshotContext = createContext<RenderSnapshot | null>(null);

const attribute = 'data-remote-snapshot';

/**
 * The snapshot a page remote shows until its code arrives: in the prerender, rendered; in the
 * browser, the one the prerendered page carries (read once, before hydration changes anything).
 * Empty after a client-side navigation: the page then shows the placeholder.
 */
export function useRemoteSnapshot(remote: PageRemoteKey, props: object): string {
  const render = useContext(RemoteSnapshotContext);
  const [html] = useState(() => {
    if (render) return render(remote, props) ?? '';
    if (typeof document === 'undefined') return '';
    return document.querySelector(`[${attribute}="${remote}"]`)?.innerHTML ?? '';
  });
  return html;
}

/** The snapshot's element's attributes (its innerHTML is the snapshot). */
export const snapshotAttributes = (remote: PageRemoteKey) => ({ [attribute]: remote });
