// Builds one self-contained IIFE file per widget into widgets/dist/, on Preact (DESIGN.md §8).
// `node widgets/build/build.mjs [name…]`; with no names it builds every entry.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { writeRelease } from './release.mjs';
import { slimCountries } from './slimCountries.mjs';
import { widgetCss } from './widgetCss.mjs';
import { widgetEntryNames } from './widgetFiles.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'widgets/dist');

const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** Widgets import the outbox from its own file on first use (src/embed/lazyOutbox.ts says why). */
const outboxAlias = {
  find: /^\.\/outbox\/submitLead\.ts$/,
  replacement: join(root, 'widgets/src/embed/lazyOutbox.ts'),
};

/**
 * The project's libraries and superstruct only define things when their modules run, but their
 * top-level calls (`object({...})`, `readEnv(...)`) look like side effects to the bundler, so a
 * barrel import would keep every schema and client function. Declaring them side-effect-free lets
 * a widget carry only what it uses. (The packages could say so with `"sideEffects": false`.)
 */
const pureLibraries =
  /\/(shared\/(config|forms|api-client|ui)\/src|remotes\/[^/]+\/src|node_modules\/superstruct)\//;

function moduleSideEffects(id) {
  return pureLibraries.test(id) ? false : undefined;
}

/** A dependency's 'use client' directive means nothing in a browser bundle. */
function onLog(level, log, handle) {
  if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
  handle(level, log);
}

/** One production library build into widgets/dist: the part every widget file shares. */
function buildInto({ lib, resolve, plugins }) {
  // Vite reads it for production optimisations; a caller's NODE_ENV=test would undo them.
  process.env.NODE_ENV = 'production';
  return build({
    configFile: false,
    mode: 'production',
    root,
    logLevel: 'warn',
    envPrefix: 'GW_',
    resolve,
    // Library mode does not replace it; defined here only, never under Vitest.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins,
    build: {
      target: 'es2020',
      outDir: dist,
      emptyOutDir: false,
      minify: true,
      rolldownOptions: { treeshake: { moduleSideEffects }, onLog },
      lib,
    },
  });
}

export async function buildWidget(name) {
  await buildInto({
    resolve: { alias: [...preactAliases, outboxAlias] },
    plugins: [slimCountries(), widgetCss({ root })],
    lib: {
      entry: join(root, `widgets/src/entries/${name}.ts`),
      formats: ['iife'],
      name: `GroundworkWidget_${name.replace(/-/g, '_')}`,
      fileName: () => `${name}.js`,
    },
  });
}

/** widgets/dist/outbox.js: the lead outbox as an ES module every widget on a page shares. */
export async function buildOutboxChunk() {
  await buildInto({
    lib: {
      entry: join(root, 'widgets/src/chunks/outbox.ts'),
      formats: ['es'],
      fileName: () => 'outbox.js',
    },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const asked = process.argv.slice(2);
  const names = asked.length ? asked : widgetEntryNames();
  await buildOutboxChunk();
  for (const name of names) await buildWidget(name);
  const { version } = JSON.parse(readFileSync(join(root, 'widgets/package.json'), 'utf8'));
  writeRelease(dist, version);
  console.log(`widgets built: ${names.join(', ')} (pinned as /widgets/${version}/)`);
}
