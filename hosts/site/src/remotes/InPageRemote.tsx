import { lazy, Suspense } from 'react';
import { remoteCopy as copy } from './copy.ts';
import type { RemoteComponent } from './createRemoteComponent.tsx';
import { RemoteBoundary } from './RemoteBoundary.tsx';
import { useHydrated } from './useHydrated.ts';

export interface InPageRemoteProps<P extends object> {
  component: RemoteComponent<P>;
  props: P;
  /** What it is, in words, for the loading and failure messages. */
  label: string;
  /**
   * Classes that reserve the remote's rendered size (e.g. 'min-h-[520px] sm:min-h-[380px]'):
   * the placeholder, the remote and the fallback share one box, so nothing shifts.
   */
  sizeClass: string;
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
export function InPageRemote<P extends object>({
  component: Remote,
  props,
  label,
  sizeClass,
}: InPageRemoteProps<P>) {
  const hydrated = useHydrated();
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
