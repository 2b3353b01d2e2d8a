// Builds the widgets (DESIGN.md §8, issue 14) on Preact as ES modules, content-hashed and
// immutable, in widgets/dist/modules/: per widget, an entry with everything it shows first, and
// chunks for what it needs only later (the outbox, a picker's list), loaded on first use. Each
// widget keeps its one script tag: widgets/dist/<name>.js is a small classic script that imports
// the widget's entry from beside itself. `node widgets/build/build.mjs` builds them all.
// (One build of all five, sharing Preact, made each page's first load larger: docs/decisions.md.)
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { loaderScript } from './loader.mjs';
import { writeRelease } from './release.mjs';
import { slimCountries } from './slimCountries.mjs';
import { widgetCss } from './widgetCss.mjs';
import { modulesDir, widgetEntryNames, widgetManifestFile } from './widgetFiles.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'widgets/dist');

const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** Widgets import the outbox as a chunk on first use (src/embed/lazyOutbox.ts says why). */
const outboxAlias = {
  find: /^\.\/outbox\/submitLead\.ts$/,
  replacement: join(root, 'widgets/src/embed/lazyOutbox.ts'),
};

/** A widget writes no atom anything reads (src/embed/detachedAtoms.ts says why). */
const jotaiAlias = {
  find: /^jotai$/,
  replacement: join(root, 'widgets/src/embed/detachedAtoms.ts'),
};

/**
 * React resolved to Preact, as a plugin rather than `resolve.alias`: Floating UI's `react` and
 * `react-dom` get only the names it uses (src/embed/floatingReact.ts says why), and an alias
 * would resolve them before any plugin sees them.
 */
const preactForReact = {
  name: 'gw-preact-for-react',
  enforce: 'pre',
  resolveId(id, importer) {
    const alias = preactAliases.find(({ find }) => find.test(id));
    if (!alias) return null;
    const fromFloatingUi = importer?.includes('/node_modules/@floating-ui/');
    if (fromFloatingUi && alias.replacement === 'preact/compat') {
      return join(root, 'widgets/src/embed/floatingReact.ts');
    }
    return this.resolve(alias.replacement, importer, { skipSelf: true });
  },
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

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(bundle, fileName, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of bundle[fileName]?.imports ?? []) staticClosure(bundle, imported, seen);
  return seen;
}

/**
 * For a one-script widget, whose module build split nothing off, every dynamic import left in
 * its code is unreachable; inlined, it would still wrap each module of the script in a lazy
 * initialiser (+0.2 KB gzip). Left external, it costs nothing.
 */
const unreachableDynamicImports = {
  name: 'gw-unreachable-dynamic-imports',
  resolveDynamicImport: (specifier) =>
    typeof specifier === 'string' ? { id: specifier, external: true } : null,
};

/** One production library build of the widgets' code, as `lib` asks. */
async function buildLibrary(lib, output = {}, plugins = []) {
  const result = await build({
    configFile: false,
    mode: 'production',
    root,
    logLevel: 'warn',
    envPrefix: 'GW_',
    resolve: { alias: [outboxAlias, jotaiAlias] },
    // Library mode does not replace it; defined here only, never under Vitest.
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __GW_WIDGET_MODULES__: JSON.stringify(lib.outDir === modulesDir),
    },
    plugins: [preactForReact, ...plugins, slimCountries(), widgetCss({ root })],
    build: {
      target: 'es2020',
      emptyOutDir: false,
      minify: true,
      copyPublicDir: false,
      ...lib,
      rolldownOptions: {
        // Library mode keeps entries' exports strict, which forces what an entry shares with its
        // later chunks (Preact, the kit) into a third file: a widget exports nothing, so its entry
        // may export those to its chunks instead (one file, one gzip stream, less to load).
        preserveEntrySignatures: 'allow-extension',
        treeshake: { moduleSideEffects },
        onLog,
        output,
      },
    },
  });
  return (Array.isArray(result) ? result : [result]).flatMap((built) => built.output);
}

const entryOf = (name) => join(root, `widgets/src/entries/${name}.ts`);

/** A widget as ES modules: its entry (all it shows first) and the chunks it loads later. */
const buildModules = (name) =>
  buildLibrary(
    {
      outDir: modulesDir,
      // Library mode: a chunk's imports stay plain relative imports (no preload helper).
      lib: { entry: entryOf(name), formats: ['es'], fileName: () => `${name}-[hash].js` },
    },
    // Vite leaves library ES output unminified (for consumers' bundlers): these go to browsers.
    { chunkFileNames: '[name]-[hash].js', minify: true },
  );

/** A widget with nothing to load later: one classic script, no loader in front of it. */
const buildScript = (name) =>
  buildLibrary(
    {
      outDir: dist,
      lib: {
        entry: entryOf(name),
        formats: ['iife'],
        name: `GroundworkWidget_${name.replace(/-/g, '_')}`,
        fileName: () => `${name}.js`,
      },
    },
    {},
    [unreachableDynamicImports],
  );

/** widgets/dist/outbox.js: the lead outbox as an ES module every widget on a page shares. */
const buildOutbox = () =>
  buildLibrary(
    {
      outDir: dist,
      lib: {
        entry: join(root, 'widgets/src/chunks/outbox.ts'),
        formats: ['es'],
        fileName: () => 'outbox.js',
      },
    },
    { minify: true },
  );

/**
 * Every widget's modules, then its loader (or its one script, when it has nothing to load later).
 * Each widget is built on its own, so its entry holds exactly what it shows first (tree-shaken
 * for it alone); the manifest (widgets/dist/modules.json) names, per widget, its entry module,
 * the modules its script tag loads first (none for a one-script widget) and those it may load
 * later.
 */
export async function buildWidgets(names = widgetEntryNames()) {
  // Vite reads it for production optimisations; a caller's NODE_ENV=test would undo them.
  process.env.NODE_ENV = 'production';
  mkdirSync(dist, { recursive: true });
  rmSync(modulesDir, { recursive: true, force: true });
  // A widget no longer built (renamed, removed) leaves no file behind.
  for (const file of readdirSync(dist).filter((f) => f.endsWith('.js'))) {
    if (!['outbox', ...names].includes(file.slice(0, -'.js'.length))) rmSync(join(dist, file));
  }
  await buildOutbox();
  const manifest = {};
  for (const name of names) {
    const outputs = await buildModules(name);
    const chunks = outputs.filter((file) => file.type === 'chunk');
    if (chunks.length === 1) {
      // Nothing split off: the loader would only add a file and a round trip.
      rmSync(join(modulesDir, chunks[0].fileName));
      await buildScript(name);
      manifest[name] = { entry: null, firstLoad: [], later: [] };
      continue;
    }
    const bundle = Object.fromEntries(outputs.map((file) => [file.fileName, file]));
    const entry = chunks.find((chunk) => chunk.isEntry);
    const firstLoad = [...staticClosure(bundle, entry.fileName)];
    const later = chunks.map((chunk) => chunk.fileName).filter((file) => !firstLoad.includes(file));
    manifest[name] = { entry: entry.fileName, firstLoad, later };
    writeFileSync(join(dist, `${name}.js`), loaderScript(name, firstLoad));
  }
  writeFileSync(widgetManifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = widgetEntryNames();
  await buildWidgets(names);
  const { version } = JSON.parse(readFileSync(join(root, 'widgets/package.json'), 'utf8'));
  writeRelease(dist, version);
  console.log(`widgets built: ${names.join(', ')} (pinned as /widgets/${version}/)`);
}
