import { join } from 'node:path';
import { containerName } from '@gw/config';
import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { ConfigEnv, UserConfig } from 'vite';
import { remoteCss, remoteDevPage } from './remotePlugins.ts';
import { scopeRemoteCss } from './scopeRemoteCss.ts';

/** What `federation()` accepts: the object a remote's module-federation.config.ts exports. */
export type FederationOptions = Parameters<typeof federation>[0];

/** The shares every remote declares: one React, one ReactDOM, one jotai store, provided by the host. */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  jotai: { singleton: true, requiredVersion: '^2.0.0' },
} as const;

/**
 * A remote's federation settings with the house defaults (remoteEntry.js + mf-manifest.json).
 * `remote` is the public name ('fee-estimator': the CDN folder and the remotes.json key); the
 * container is named from it ('gw_fee_estimator') the same way the host names it.
 */
export function remoteFederation(options: {
  remote: string;
  exposes: Record<string, string>;
  /** The singletons this remote uses (default all). Each listed share is resolved at init. */
  shared?: (keyof typeof sharedSingletons)[];
}): FederationOptions {
  const names =
    options.shared ?? (Object.keys(sharedSingletons) as (keyof typeof sharedSingletons)[]);
  return {
    name: containerName(options.remote),
    filename: 'remoteEntry.js',
    exposes: options.exposes,
    shared: Object.fromEntries(names.map((name) => [name, sharedSingletons[name]])),
    manifest: true,
    dts: false,
  };
}

/**
 * The whole Vite config of a remote (`remotes/<name>/vite.config.ts` is one call to this).
 * The build is location-independent (relative base), so the folder can be published under any
 * `/remotes/<name>/<version>/` path of any origin; `npm run dev` serves the house page template,
 * which mounts the component on its own (src/dev/main.tsx) for the team that owns it.
 */
export function remoteViteConfig(dir: string, options: FederationOptions) {
  return ({ command }: ConfigEnv): UserConfig => ({
    root: dir,
    base: './',
    envPrefix: 'GW_',
    plugins: [
      remoteCss(dir),
      remoteDevPage(dir),
      react(),
      tailwindcss(),
      // Built remotes use the host's federation runtime (published on globalThis by the site)
      // instead of shipping their own ~19 KB gz copy; `npm run dev` keeps its own to run alone.
      federation({
        ...options,
        experiments: { externalRuntime: command === 'build' },
        // The dev page is served by remoteDevPage, not read from an index.html: the runtime's
        // init is wrapped around the page's entry script instead of injected into that file.
        ...(command === 'serve' && { hostInitInjectLocation: 'entry' as const }),
      }),
      scopeRemoteCss(),
    ],
    build: {
      target: 'esnext',
      outDir: join(dir, 'dist'),
      emptyOutDir: true,
      // Only the federation entry: the standalone page is for `npm run dev`, since
      // a built remote runs on its host's federation runtime.
      rollupOptions: { input: {} },
    },
    server: { strictPort: false },
    // The dev page is served by remoteDevPage, not an index.html the dependency scan would find.
    optimizeDeps: { entries: ['src/dev/main.tsx'] },
  });
}
