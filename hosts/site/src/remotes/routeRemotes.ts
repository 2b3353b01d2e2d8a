import { pageRemotesAt } from './registry.ts';
import { remoteComponent } from './remoteComponents.ts';

/** Starts loading the remotes of the page a link leads to (call on pointerenter and focus). */
export function preloadRouteRemotes(path: string): void {
  for (const key of pageRemotesAt(path)) remoteComponent(key).preload();
}
