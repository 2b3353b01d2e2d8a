import { containerName, federation } from '@gw/config';
import { fetchRemotesManifest, forgetRemotesManifest } from './remotesManifest.ts';

/** Why a remote did not arrive; the boundary shows the same message whatever the cause. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
}

/** The entry each remote was last registered with, to re-register when remotes.json changes. */
const registered = new Map<string, string>();

function withTimeout<T>(promise: Promise<T>, remote: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new RemoteLoadError(`${remote} did not load in ${federation.remoteLoadTimeout} ms`)),
      federation.remoteLoadTimeout,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function load<T>(remote: string, expose: string): Promise<T> {
  const [manifest, runtime] = await Promise.all([
    fetchRemotesManifest(),
    import('./federationRuntime.ts').then(({ federationRuntime }) => federationRuntime()),
  ]);
  const entry = manifest[remote];
  if (!entry) throw new RemoteLoadError(`${remote} is not listed in ${federation.manifestPath}`);
  const name = containerName(remote);
  if (registered.get(remote) !== entry) {
    // force: a changed entry (release, rollback or Retry) replaces the cached container.
    runtime.registerRemotes([{ name, entry, type: 'module' }], { force: registered.has(remote) });
    registered.set(remote, entry);
  }
  const module = await runtime.loadRemote<T>(`${name}/${expose.replace(/^\.\//, '')}`);
  if (!module) throw new RemoteLoadError(`${remote} has no ${expose}`);
  return module;
}

/**
 * Loads one exposed module of a remote: remotes.json, the federation runtime, the remote's entry,
 * then the module, all on first need and within `federation.remoteLoadTimeout`. A failure keeps
 * nothing: the next load reads remotes.json again and registers the remote afresh.
 */
export function loadRemoteModule<T>(remote: string, expose: string): Promise<T> {
  return withTimeout(load<T>(remote, expose), remote).catch((error: unknown) => {
    forgetRemote(remote);
    throw error;
  });
}

/**
 * Forgets what a failed attempt left behind: the manifest (a rollback may have changed it) and
 * the registration. Registering again with `force` makes the runtime drop what it holds for the
 * remote (its module and entry, the manifest and its pending fetch, the snapshot), so the entry
 * is fetched again whatever failed (manifest, entry, chunk or the timeout).
 */
function forgetRemote(remote: string): void {
  forgetRemotesManifest();
  if (registered.has(remote)) registered.set(remote, '');
}
