// The named stack (DESIGN.md §13) as the stack check reads it: one home for its lists.
import { isTestFile } from './sourceFiles.mjs';

/** What no build may replace, not even to save bytes: each with subpaths a build could alias. */
export const namedPackages = {
  jotai: ['jotai', 'jotai/vanilla', 'jotai/react', 'jotai/utils'],
  superstruct: ['superstruct'],
  redaxios: ['redaxios'],
  '@floating-ui/react': ['@floating-ui/react', '@floating-ui/react/utils'],
  'react-router': ['react-router', 'react-router/dom'],
  preact: ['preact', 'preact/hooks', 'preact/compat', 'preact/compat/client', 'preact/jsx-runtime'],
};

/**
 * React as the widgets' code imports it: a build may replace it with Preact's compat layer
 * (DESIGN.md §8 requires those aliases for the widgets) and with nothing else.
 */
export const reactPackages = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom', 'react-dom/client', 'react-dom/server'],
};

/** The one replacement of a React specifier a build may make. */
export const preactCompat = /^preact\/compat(\/|$)/;

/**
 * Which delivery ships which named package, in its shipped code or through the workspace packages
 * it depends on (DESIGN.md §13: redaxios for every JSON call, superstruct for every schema,
 * jotai for the client state, Floating UI for every anchored list, Preact through its compat
 * layer for the widgets). `dirs` ending in `/*` mean
 * every workspace below, together.
 */
export const namedPackageUses = [
  { delivery: 'the site', dirs: ['hosts/site'], packages: ['redaxios', 'superstruct', 'jotai'] },
  { delivery: 'the remotes', dirs: ['remotes/*'], packages: ['redaxios', 'superstruct', 'jotai'] },
  {
    delivery: 'the widgets',
    dirs: ['widgets'],
    packages: ['redaxios', 'superstruct', 'jotai', 'preact'],
  },
  { delivery: '@gw/ui', dirs: ['shared/ui'], packages: ['@floating-ui/react'] },
];

/**
 * Whether a file (path from the root) configures a build: a workspace's vite.config, the
 * widget build, the remotes' preset in @gw/tooling, the repo's build script.
 */
export const isBuildConfig = (path) =>
  /^[^/]+\/[^/]+\/vite\.config\.[mc]?[jt]s$|^widgets\/vite\.config\.[mc]?[jt]s$/.test(path) ||
  /^widgets\/build\/[^/]+\.mjs$/.test(path) ||
  (/^shared\/tooling\/src\/vite\//.test(path) && !/\.test\./.test(path)) ||
  path === 'scripts/build.mjs';

/**
 * Whether a file (path from the root) is shipped code of the workspace in `dir`: its src/,
 * without tests, test harnesses and the standalone dev pages (src/dev/).
 */
export const isShipped = (path, dir) =>
  path.startsWith(`${dir}/src/`) && !path.startsWith(`${dir}/src/dev/`) && !isTestFile(path);
