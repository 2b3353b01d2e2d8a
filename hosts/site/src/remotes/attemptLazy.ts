import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { RemoteAttempt } from './remoteAttempt.ts';

type Lazy<P> = LazyExoticComponent<ComponentType<P>>;

/**
 * React.lazy, minus its trap: a lazy component that rejected stays rejected for the page's life.
 * Every attempt shares the current lazy while it loads or once it has loaded. When it fails, the
 * attempts that rendered it keep it, so their boundaries show the failure (and React's re-renders
 * of them start no new load), and the current lazy is replaced by a fresh one: the next attempt
 * (Retry, a reopened dialog, a new page) calls `load` again.
 */
export function attemptLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): (attempt: RemoteAttempt) => Lazy<P> {
  const failures = new Map<RemoteAttempt, Lazy<P>>();

  const fresh = () => {
    const renderedBy = new Set<RemoteAttempt>();
    const Lazy: Lazy<P> = lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          // Before React sees the rejection: its re-renders must find the lazy replaced.
          for (const attempt of renderedBy) failures.set(attempt, Lazy);
          if (current.Lazy === Lazy) current = fresh();
          throw error;
        },
      ),
    );
    return { Lazy, renderedBy };
  };
  let current = fresh();

  return (attempt) => {
    const failed = failures.get(attempt);
    if (failed) return failed;
    current.renderedBy.add(attempt);
    return current.Lazy;
  };
}
