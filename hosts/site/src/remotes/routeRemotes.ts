import { FeeEstimatorRemote } from './FeeEstimatorRemote.tsx';
import { WaitlistFormRemote } from './WaitlistFormRemote.tsx';

/** Remotes a route shows in-page: a link's hover or focus (first intent) starts loading them. */
const remotesByPath: Record<string, { preload(): void }[]> = {
  '/fee-estimator': [FeeEstimatorRemote],
  '/schedule-call': [WaitlistFormRemote],
};

/** Starts loading the remotes of the page a link leads to (call on pointerenter and focus). */
export function preloadRouteRemotes(path: string): void {
  for (const remote of remotesByPath[path] ?? []) remote.preload();
}
