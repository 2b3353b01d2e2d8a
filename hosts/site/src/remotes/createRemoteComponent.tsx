import { type ComponentType, createElement, useContext } from 'react';
import { loadSiteConfig } from '../siteConfig/siteConfig.ts';
import { attemptLazy } from './attemptLazy.ts';
import { RemoteAttemptContext } from './remoteAttempt.ts';

/**
 * What the host gives every remote unless the caller sets it: the runtime API and countries
 * bases (/site-config.json) and the lead's attribution (this page, its referrer and UTM parameters).
 * Loaded with the remote, so none of it is on the first-paint path.
 */
async function loadHostProps(remote: string): Promise<() => object> {
  const [config, { collectAttribution }] = await Promise.all([
    loadSiteConfig(),
    import('@gw/api-client'),
  ]);
  return () => ({
    apiBase: config.apiBase,
    // Read by the funding wizard's state picker; the other remotes take no such prop.
    countriesBase: config.countriesBase,
    attribution: collectAttribution({ surface: 'remote', component: remote }),
  });
}

/** The remote's component with the host's props underneath the caller's. */
function withHostProps<P extends object>(
  Component: ComponentType<P>,
  hostProps: () => object,
): ComponentType<P> {
  function HostedRemote(props: P) {
    return createElement(Component, { ...(hostProps() as Partial<P>), ...props });
  }
  return HostedRemote;
}

/** A component served by a remote, with the controls the host's loading UI needs. */
export interface RemoteComponent<P extends object> {
  (props: P): ReturnType<typeof createElement>;
  /** The remotes.json key. */
  remote: string;
  /** Starts loading on first intent (hover, focus); errors surface when it renders. */
  preload(): void;
}

/**
 * One module-level wrapper per remote (STYLE.md): `pick` takes the component out of the exposed
 * module, typed from the remote package's own exports. Nothing failed is kept: the load is
 * forgotten when it rejects, and the lazy component is one per attempt (attemptLazy.ts), so
 * each new attempt of the nearest RemoteBoundary (Retry, a reopened dialog, a new page) loads
 * again, while the attempt that failed keeps showing its failure.
 */
export function createRemoteComponent<M, P extends object>(
  remote: string,
  expose: string,
  pick: (module: M) => ComponentType<P>,
): RemoteComponent<P> {
  let loading: Promise<ComponentType<P>> | null = null;

  function loadComponent(): Promise<ComponentType<P>> {
    loading ??= Promise.all([
      import('./loadRemoteModule.ts').then(({ loadRemoteModule }) =>
        loadRemoteModule<M>(remote, expose),
      ),
      loadHostProps(remote),
    ])
      .then(([module, hostProps]) => withHostProps(pick(module), hostProps))
      .catch((error: unknown) => {
        loading = null;
        throw error;
      });
    return loading;
  }

  const lazyFor = attemptLazy(loadComponent);

  // biome-ignore lint/correctness/noComponentHookFactories: called once per remote, at module level.
  function Remote(props: P) {
    return createElement(lazyFor(useContext(RemoteAttemptContext)), props);
  }
  Remote.displayName = `Remote(${remote})`;
  Remote.remote = remote;
  Remote.preload = () => {
    loadComponent().catch(() => {
      // Shown by the error boundary when the component renders; nothing to do on hover.
    });
  };
  return Remote;
}
