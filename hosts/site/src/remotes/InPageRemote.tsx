import { lazy, Suspense } from 'react';
import { remoteCopy as copy } from './copy.ts';
import { RemoteBoundary } from './RemoteBoundary.tsx';
import { type PageRemoteKey, type RemoteProps, remoteRegistry } from './registry.ts';
import { remoteComponent } from './remoteComponents.ts';
import { snapshotAttributes, useRemoteSnapshot } from './remoteSnapshot.ts';
import { useHydrated } from './useHydrated.ts';

export interface InPageRemoteProps<K extends PageRemoteKey> {
  /** The remotes.json key; its label and measured heights come from the registry. */
  remote: K;
  props: RemoteProps<K>;
}

/** Loaded only when a remote has failed. */
const RemoteFallback = lazy(() =>
  import('./RemoteFallback.tsx').then((module) => ({ default: module.RemoteFallback })),
);

/** What shows until the remote arrives: its prerendered first render, else a pulsing box. */
function Placeholder({
  label,
  remote,
  snapshot,
}: {
  label: string;
  remote: PageRemoteKey;
  snapshot: string;
}) {
  return (
    <div
      role="status"
      aria-busy="true"
      data-slot="remote-placeholder"
      className={
        snapshot
          ? 'h-full'
          : 'h-full min-h-[inherit] animate-pulse rounded-card border border-line bg-canvas motion-reduce:animate-none'
      }
    >
      <span className="sr-only">{copy.loading(label)}</span>
      {snapshot ? (
        // A picture of the remote until it is live: seen, but neither focused, pressed nor read
        // (the status says it is loading).
        <div
          {...snapshotAttributes(remote)}
          aria-hidden="true"
          inert
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own prerendered markup (React-escaped at build), read back from the page the server sent.
          dangerouslySetInnerHTML={{ __html: snapshot }}
        />
      ) : null}
    </div>
  );
}

/**
 * A remote shown in the page: on the server and until it arrives (only the client loads it), its
 * prerendered first render where the prerender has one (remoteSnapshot.ts), else a same-size
 * placeholder; then the remote; a failure becomes a fallback inside the same box.
 */
export function InPageRemote<K extends PageRemoteKey>({ remote, props }: InPageRemoteProps<K>) {
  const hydrated = useHydrated();
  const Remote = remoteComponent(remote);
  // The placeholder, the remote and the fallback share one box of the remote's measured size.
  const { label, sizeClass } = remoteRegistry[remote];
  const snapshot = useRemoteSnapshot(remote, props);
  const placeholder = <Placeholder label={label} remote={remote} snapshot={snapshot} />;
  return (
    <div data-remote={Remote.remote} className={`grid ${sizeClass}`}>
      {hydrated ? (
        <RemoteBoundary
          fallback={(retry) => (
            <Suspense fallback={placeholder}>
              <RemoteFallback label={label} onRetry={retry} />
            </Suspense>
          )}
        >
          <Suspense fallback={placeholder}>
            <Remote {...props} />
          </Suspense>
        </RemoteBoundary>
      ) : (
        placeholder
      )}
    </div>
  );
}
