// Builds the widgets (DESIGN.md §8, issue 14) on Preact, each on its own: per widget, the
// classic script its tag loads (widgets/dist/<name>.js, everything it shows first) and, in
// widgets/dist/modules/, content-hashed and immutable ES modules for what it needs only later (a
// dialog's form, a picker's list), loaded on first use. Each is built as ES modules, and its
// entry then made the classic script (classicScript.mjs says how). `node widgets/build/build.mjs`
// builds them all. (One build of all five, sharing Preact, made each page's first load larger:
// docs/decisions.md.)
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from '@gw/tooling/precompress';
import { build } from 'vite';
import { chunkOfClassicEntry, classicEntry } from './classicScript.mjs';
import {
  linkRuntime,
  runtimeExports,
  runtimeImportsOf,
  runtimePackages,
} from './preactRuntime.mjs';
import { prerenderedMarkup } from './prerenderedMarkup.mjs';
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

/**
 * The waitlist's toast card and spinner load on first intent, with their classes
 * (src/embed/lazyParts.tsx says how): the kit's ToastProvider and Button render stand-ins.
 */
const lazyPartAliases = [
  { find: /^\.\/ToastItem\.tsx$/, replacement: join(root, 'widgets/src/embed/lazyParts.tsx') },
  {
    find: /^\.\.\/Spinner\/index\.ts$/,
    replacement: join(root, 'widgets/src/embed/lazyParts.tsx'),
  },
];

/** A widget writes no atom anything reads (src/embed/detachedAtoms.ts says why). */
const jotaiAlias = {
  find: /^jotai$/,
  replacement: join(root, 'widgets/src/embed/detachedAtoms.ts'),
};

/**
 * superstruct as the few parts @gw/forms builds its rules from, with the same answers
 * (src/embed/leanStruct.ts); anything else imported from it fails the build.
 */
const structAlias = {
  find: /^superstruct$/,
  replacement: join(root, 'widgets/src/embed/leanStruct.ts'),
};

/**
 * Widgets whose first view is a form (the waitlist): built with that superstruct, and with their
 * toast cards and spinner loaded later (lazyPartAliases).
 */
const formFirstWidgets = new Set(['waitlist']);

/**
 * React resolved to Preact, as a plugin rather than `resolve.alias`: Floating UI's `react` and
 * `react-dom` get only the names it uses (src/embed/floatingReact.ts says why), and an alias
 * would resolve them before any plugin sees them. With `sharedPreact`, Preact stays external: the
 * widget's modules import it from the runtime the dialog widgets share (preactRuntime.mjs).
 */
const preactForReact = ({ sharedPreact }) => ({
  name: 'gw-preact-for-react',
  enforce: 'pre',
  async resolveId(id, importer) {
    if (sharedPreact && runtimePackages.test(id)) return { id, external: true };
    const alias = preactAliases.find(({ find }) => find.test(id));
    if (!alias) return null;
    const fromFloatingUi = importer?.includes('/node_modules/@floating-ui/');
    if (fromFloatingUi && alias.replacement === 'preact/compat') {
      return join(root, 'widgets/src/embed/floatingReact.ts');
    }
    if (sharedPreact && runtimePackages.test(alias.replacement)) {
      return { id: alias.replacement, external: true };
    }
    return this.resolve(alias.replacement, importer, { skipSelf: true });
  },
});

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

/** One production library build of the widgets' code, as `lib` asks. */
async function buildLibrary(
  lib,
  output = {},
  { sharedPreact = false, formFirst = false, plugins = [] } = {},
) {
  const result = await build({
    configFile: false,
    mode: 'production',
    root,
    logLevel: 'warn',
    envPrefix: 'GW_',
    resolve: {
      alias: [outboxAlias, jotaiAlias, ...(formFirst ? [structAlias, ...lazyPartAliases] : [])],
    },
    // Library mode does not replace it; defined here only, never under Vitest.
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    plugins: [
      preactForReact({ sharedPreact }),
      slimCountries(),
      prerenderedMarkup({ root }),
      widgetCss({ root }),
      ...plugins,
    ],
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

/**
 * Vite leaves library ES output unminified and annotated (for consumers' bundlers): these files
 * go to browsers. Legal comments (Tailwind's licence, in the CSS) stay.
 */
const forBrowsers = { minify: true, comments: { legal: true, annotation: false, jsdoc: false } };

/**
 * Widgets whose first view is a launcher in plain DOM (src/widgets/dialogWidget.ts): their
 * modules import Preact from the runtime they share (preactRuntime.mjs), not a copy of their own.
 */
const launcherWidgets = new Set(['demo', 'funding', 'role-picker']);

/** A widget as ES modules, in memory: its entry (all it shows first) and its later chunks. */
const buildModules = (name) =>
  buildLibrary(
    {
      outDir: modulesDir,
      write: false,
      // Library mode: a chunk's imports stay plain relative imports (no preload helper).
      lib: { entry: entryOf(name), formats: ['es'], fileName: () => `${name}-[hash].js` },
    },
    { ...forBrowsers, chunkFileNames: '[name]-[hash].js' },
    {
      sharedPreact: launcherWidgets.has(name),
      formFirst: formFirstWidgets.has(name),
    },
  );

/** The runtime's entry, made in memory (a plugin loads it); its path resolves `preact`. */
const runtimeEntry = join(root, 'widgets/build/preact-runtime.js');

/** The shared Preact runtime re-exporting `source`'s names, in memory: one ES module. */
async function buildPreactRuntime(source) {
  const [runtime] = await buildLibrary(
    {
      outDir: modulesDir,
      write: false,
      lib: { entry: runtimeEntry, formats: ['es'], fileName: () => 'preact-[hash].js' },
    },
    forBrowsers,
    {
      plugins: [
        {
          name: 'gw-preact-runtime-entry',
          resolveId: (id) => (id === runtimeEntry ? id : undefined),
          load: (id) => (id === runtimeEntry ? source : undefined),
        },
      ],
    },
  );
  return runtime;
}

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
    forBrowsers,
  );

/**
 * Every widget: its classic script and its later modules. Each widget is built on its own, so
 * its script holds exactly what it shows first (tree-shaken for it alone); the manifest
 * (widgets/dist/modules.json) names, per widget, the modules it may load later.
 */
export async function buildWidgets(names = widgetEntryNames()) {
  // Vite reads it for production optimisations; a caller's NODE_ENV=test would undo them.
  process.env.NODE_ENV = 'production';
  mkdirSync(dist, { recursive: true });
  rmSync(modulesDir, { recursive: true, force: true });
  mkdirSync(modulesDir);
  // A widget no longer built (renamed, removed) leaves no file behind, compressed copies too.
  for (const file of readdirSync(dist)) {
    const widget = file.match(/^(.+)\.js(\.br|\.gz)?$/)?.[1];
    if (widget && !['outbox', ...names].includes(widget)) rmSync(join(dist, file));
  }
  await buildOutbox();
  const built = new Map();
  for (const name of names) {
    const chunks = (await buildModules(name)).filter((file) => file.type === 'chunk');
    built.set(name, chunks);
  }
  // The dialog widgets' Preact: one module with every name their modules import.
  const imports = names
    .filter((name) => launcherWidgets.has(name))
    .flatMap((name) => built.get(name).flatMap((c) => runtimeImportsOf(c.code, c.fileName)));
  const runtimeNames = runtimeExports(imports);
  const runtime = imports.length ? await buildPreactRuntime(runtimeNames.source) : undefined;
  if (runtime) writeFileSync(join(modulesDir, runtime.fileName), runtime.code);

  const manifest = {};
  for (const name of names) {
    const chunks = built.get(name);
    const entry = chunks.find((chunk) => chunk.isEntry);
    const later = chunks.filter((chunk) => chunk !== entry).map((chunk) => chunk.fileName);
    const shared = launcherWidgets.has(name) && runtime ? runtime.fileName : undefined;
    const banner = `/*! Groundwork ${name} widget */`;
    writeFileSync(
      join(dist, `${name}.js`),
      classicEntry(entry.code, entry.fileName, later, banner, shared),
    );
    for (const chunk of chunks.filter((file) => file !== entry)) {
      const code = shared
        ? linkRuntime(chunk.code, chunk.fileName, runtimeNames.names, shared)
        : chunk.code;
      writeFileSync(join(modulesDir, chunk.fileName), chunkOfClassicEntry(code, entry.fileName));
    }
    manifest[name] = { later: shared ? [...later, shared] : later };
  }
  writeFileSync(widgetManifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = widgetEntryNames();
  await buildWidgets(names);
  const { version } = JSON.parse(readFileSync(join(root, 'widgets/package.json'), 'utf8'));
  writeRelease(dist, version);
  // After the release copy, so the pinned folder gets its own; old copies are overwritten.
  precompress(dist);
  console.log(`widgets built: ${names.join(', ')} (pinned as /widgets/${version}/)`);
}
