import { lazy, Suspense } from 'react';
import { remoteCopy as copy } from './copy.ts';
import { RemoteBoundary } from './RemoteBoundary.tsx';
import { type PageRemoteKey, type RemoteProps, remoteRegistry } from './registry.ts';
import { remoteComponent } from './remoteComponents.ts';
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

function Placeholder({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-busy="true"
      data-slot="remote-placeholder"
      className="h-full min-h-[inherit] animate-pulse rounded-card border border-line bg-canvas motion-reduce:animate-none"
    >
      <span className="sr-only">{copy.loading(label)}</span>
    </div>
  );
}

/**
 * A remote shown in the page: a same-size placeholder on the server and until it arrives (only
 * the client loads it), then the remote; a failure becomes a fallback inside the same box.
 */
export function InPageRemote<K extends PageRemoteKey>({ remote, props }: InPageRemoteProps<K>) {
  const hydrated = useHydrated();
  const Remote = remoteComponent(remote);
  // The placeholder, the remote and the fallback share one box of the remote's measured size.
  const { label, sizeClass } = remoteRegistry[remote];
  return (
    <div data-remote={Remote.remote} className={`grid ${sizeClass}`}>
      {hydrated ? (
        <RemoteBoundary
          onRetry={Remote.retry}
          fallback={(retry) => (
            <Suspense fallback={<Placeholder label={label} />}>
              <RemoteFallback label={label} onRetry={retry} />
            </Suspense>
          )}
        >
          <Suspense fallback={<Placeholder label={label} />}>
            <Remote {...props} />
          </Suspense>
        </RemoteBoundary>
      ) : (
        <Placeholder label={label} />
      )}
    </div>
  );
}
