import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** The installed version of a package the host provides to remotes as a shared singleton. */
function installedVersion(name: string): string {
  const file = require.resolve(`${name}/package.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** React and the router: every page needs them; one chunk. */
const frameworkModules = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/**
 * react-router's bundle defines Link, NavLink, Form and their prefetch code with top-level
 * `React.forwardRef(...)`/`createContext(...)` calls and `X.displayName = ...` assignments, which
 * a bundler must keep even when unused (~4 KB gzip). Marking the calls pure and dropping the
 * display names (devtools labels only) lets tree-shaking remove what the site never imports.
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'gw:react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!/react-router\/dist\/(development|production)\/[^/]+\.mjs$/.test(id)) return null;
      return code
        .replace(/\b(React\d*\.(?:forwardRef|createContext|memo)\()/g, '/* @__PURE__ */ $1')
        .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '');
    },
  };
}

// The host is NOT built with the federation plugin: it creates a federation runtime instance on
// first intent (src/remotes/federationRuntime.ts), so nothing of federation is on the first paint.
// `npm run build`: the client build, then an SSR build of src/prerender/renderPage.tsx into
// dist/.ssr that prerender.mjs uses to write each route's HTML.
export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  envPrefix: 'GW_',
  plugins: [react(), tailwindcss(), reactRouterTreeShaking()],
  define: {
    __GW_JOTAI_VERSION__: JSON.stringify(installedVersion('jotai')),
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    // Browsers without <link rel=modulepreload> (Safari before 17) only lose a head start.
    modulePreload: { polyfill: false },
    emptyOutDir: !isSsrBuild,
    // What every page needs travels as one file (fewer requests, one gzip dictionary).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: frameworkModules, priority: 2 },
                // The rest of the first load (layout, home, the kit parts they use): one file,
                // instead of a small chunk per module that a lazy page shares with it.
                { name: 'site', tags: ['$initial'], priority: 1 },
              ],
            },
          },
        },
  },
}));
