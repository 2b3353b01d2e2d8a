// Builds the script-tag widgets (DESIGN.md §4, §8, §13): one Vite library build of every entry in
// widgets/src/entries/, as ES modules on Preact (through preact/compat), into
// widgets/dist/modules/ (content-hashed, immutable, with source maps). Rolldown splits them: a
// module two widgets use is one chunk a page loads once, and what a widget needs only later (a
// dialog's form) is a chunk of its dynamic import. A partner's `<script src>` loads
// widgets/dist/<name>.js, a small classic loader of the widget's first modules
// (classicLoaders.mjs). `node widgets/build/build.mjs` builds them all.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from '@gw/tooling/precompress';
import { build } from 'vite';
import { classicLoaders } from './classicLoaders.mjs';
import { prerenderedMarkup } from './prerenderedMarkup.mjs';
import { writeRelease } from './release.mjs';
import { slimCountries } from './slimCountries.mjs';
import { widgetCss } from './widgetCss.mjs';
import { widgetEntryNames, widgetManifestFile, widgetsDist } from './widgetFiles.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** React resolved to Preact's compat layer, exactly as DESIGN.md §8 says: nothing else. */
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** A dependency's 'use client' directive means nothing in a browser bundle. */
function onLog(level, log, handle) {
  if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
  handle(level, log);
}

const entryOf = (name) => join(root, `widgets/src/entries/${name}.ts`);

/** Every widget, its entry and chunks in widgets/dist/modules/, its loader in widgets/dist/. */
export async function buildWidgets(names = widgetEntryNames()) {
  // Vite reads it for production optimisations; a caller's NODE_ENV=test would undo them.
  process.env.NODE_ENV = 'production';
  mkdirSync(widgetsDist, { recursive: true });
  // Nothing from an earlier build stays (a renamed widget, an old chunk); pinned releases do.
  for (const file of readdirSync(widgetsDist)) {
    if (/\.js(\.map|\.br|\.gz)?$/.test(file) || file === 'modules') {
      rmSync(join(widgetsDist, file), { recursive: true, force: true });
    }
  }
  await build({
    configFile: false,
    mode: 'production',
    root,
    logLevel: 'warn',
    envPrefix: 'GW_',
    resolve: { alias: preactAliases },
    // Library mode does not replace it; defined here only, never under Vitest.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [
      slimCountries(),
      prerenderedMarkup({ root }),
      widgetCss({ root }),
      classicLoaders({ modulesDir: 'modules', manifestFile: 'modules.json' }),
    ],
    build: {
      target: 'es2020',
      outDir: widgetsDist,
      emptyOutDir: false,
      copyPublicDir: false,
      sourcemap: true,
      // Library mode leaves ES output unminified for consumers' bundlers: these go to browsers.
      minify: true,
      lib: {
        entry: Object.fromEntries(names.map((name) => [name, entryOf(name)])),
        formats: ['es'],
        fileName: (_format, name) => `modules/${name}-[hash].js`,
      },
      rolldownOptions: {
        // An entry exports nothing a page imports: rolldown may fold shared code into it.
        preserveEntrySignatures: false,
        onLog,
        output: {
          chunkFileNames: 'modules/[name]-[hash].js',
          // Preact and its compat layer as one named module, which every widget on a page shares.
          // The two small modules every lead form's first load shares (demo, funding, waitlist)
          // as one file: one gzip stream instead of two (about 0.13 KB less each).
          codeSplitting: {
            groups: [
              { name: 'preact', test: /node_modules[\\/]preact[\\/]/ },
              {
                name: 'leadForm',
                test: /widgets[\\/]src[\\/](embed[\\/]loadPageOutbox|widgets[\\/]prefillValues)\.ts$/,
              },
            ],
          },
          minify: true,
          // Legal comments (Tailwind's licence, in the CSS) stay.
          comments: { legal: true, annotation: false, jsdoc: false },
        },
      },
    },
  });
  return JSON.parse(readFileSync(widgetManifestFile, 'utf8'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = widgetEntryNames();
  await buildWidgets(names);
  const { version } = JSON.parse(readFileSync(join(root, 'widgets/package.json'), 'utf8'));
  writeRelease(widgetsDist, version);
  // After the release copy, so the pinned folder gets its own; old copies are overwritten.
  precompress(widgetsDist);
  console.log(`widgets built: ${names.join(', ')} (pinned as /widgets/${version}/)`);
}
