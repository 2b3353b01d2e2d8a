// Builds one self-contained IIFE file per widget into widgets/dist/, on Preact (DESIGN.md §8).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { widgetCss } from './widgetCss.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Each widget: its entry and the source folders Tailwind scans for its classes. */
export const widgets = {
  'fee-estimator': { sources: ['remotes/fee-estimator/src', 'widgets/src/widgets'] },
  'role-picker': { sources: ['remotes/role-picker/src', 'shared/ui/src', 'widgets/src/widgets'] },
};

const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export async function buildWidget(name) {
  const { sources } = widgets[name];
  await build({
    configFile: false,
    mode: 'production',
    root,
    logLevel: 'warn',
    envPrefix: 'GW_',
    resolve: { alias: preactAliases },
    // Library mode does not replace it; defined here only, never under Vitest.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [widgetCss({ root, sources })],
    build: {
      target: 'es2020',
      outDir: join(root, 'widgets/dist'),
      emptyOutDir: false,
      minify: true,
      lib: {
        entry: join(root, `widgets/src/entries/${name}.ts`),
        formats: ['iife'],
        name: `GroundworkWidget_${name.replace(/-/g, '_')}`,
        fileName: () => `${name}.js`,
      },
    },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(widgets);
  for (const name of names) await buildWidget(name);
  console.log(`widgets built: ${names.join(', ')}`);
}
