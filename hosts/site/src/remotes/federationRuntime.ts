import type { ModuleFederation } from '@module-federation/runtime';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';

declare const __GW_JOTAI_VERSION__: string;

/** A React-family module the host already has loaded, offered as the one shared copy. */
function loadedSingleton(module: object, version: string) {
  return {
    version,
    lib: () => module,
    loaded: true,
    shareConfig: { singleton: true, requiredVersion: `^${version}` },
  };
}

/** A jotai entry point, fetched from the host only when a remote asks for it. */
function jotaiShare(load: () => Promise<object>) {
  return {
    version: __GW_JOTAI_VERSION__,
    get: () => load().then((module) => () => module),
    shareConfig: { singleton: true, requiredVersion: `^${__GW_JOTAI_VERSION__}` },
  };
}

/**
 * The host's shares: the React it already runs (so no remote downloads React) and jotai,
 * fetched from the host only if a remote asks for it (so remotes and host share one store).
 */
function hostShared() {
  return {
    react: loadedSingleton(React, React.version),
    'react/jsx-runtime': loadedSingleton(jsxRuntime, React.version),
    'react-dom': loadedSingleton(ReactDOM, ReactDOM.version),
    'react-dom/client': loadedSingleton(ReactDOMClient, ReactDOM.version),
    jotai: jotaiShare(() => import('jotai')),
    // The waitlist remote makes its schedule atom with jotai/utils, which is built on jotai.
    'jotai/utils': jotaiShare(() => import('jotai/utils')),
  };
}

let instance: Promise<ModuleFederation> | null = null;

/**
 * The site's federation runtime, created on the first remote a visitor needs. This module and
 * @module-federation/runtime are imported dynamically, so none of it is on the first-paint path.
 */
export function federationRuntime(): Promise<ModuleFederation> {
  instance ??= Promise.all([
    import('@module-federation/runtime'),
    import('@module-federation/runtime/core'),
  ])
    .then(([{ createInstance }, core]) => {
      // Remotes are built with experiments.externalRuntime: they use this copy of the runtime.
      (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE ??= core;
      return createInstance({
        name: 'gw_site',
        remotes: [],
        shared: hostShared(),
        shareStrategy: 'loaded-first',
      });
    })
    .catch((error: unknown) => {
      instance = null;
      throw error;
    });
  return instance;
}
