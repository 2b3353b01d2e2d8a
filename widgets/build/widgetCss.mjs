// Vite plugin: `import css from 'virtual:gw-widget-css'` gives the widget's compiled CSS.
// Tailwind scans exactly the styled source files that end up in the widget's bundle (its widget
// component, the remote, the UI kit parts it uses) as rendered after tree-shaking: never dist/,
// tests, node_modules, the framework-free packages or another widget's files. So the CSS is
// filled in once the bundle is known.
import { readFileSync } from 'node:fs';
import { basename, join, resolve, sep } from 'node:path';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { colorTokensOf, shadowCss } from './shadowCss.mjs';

const virtualId = 'virtual:gw-widget-css';
/** Each entry gets its own stylesheet module: the id carries the entry's name. */
const resolvedPrefix = `\0${virtualId}:`;
const placeholderOf = (entry) => `__GW_WIDGET_CSS_${entry.replace(/\W/g, '_')}__`;

/** Tailwind over the given rendered module sources, fixed for shadow roots. */
export async function compileWidgetCss(root, contents) {
  const input = readFileSync(join(root, 'widgets/src/widget.css'), 'utf8');
  const compiler = await compile(input, { base: join(root, 'widgets/src'), onDependency() {} });
  const candidates = new Scanner({}).scanFiles(
    contents.map((content) => ({ content, extension: 'js' })),
  );
  const css = optimize(compiler.build(candidates), { minify: true }).code;
  const theme = readFileSync(join(root, 'shared/ui/src/theme.css'), 'utf8');
  return shadowCss(css, colorTokensOf(theme));
}

/** The folders whose files carry class names (the rest of the code has none to find). */
const styledFolders = ['shared/ui/src', 'remotes', 'widgets/src/widgets'];

/** True for a styled project source file (not a dependency, not a virtual module). */
function isStyledSource(root, id) {
  if (id.includes(`${sep}node_modules${sep}`)) return false;
  return styledFolders.some((folder) => id.startsWith(join(resolve(root), folder) + sep));
}

/** The modules an entry chunk can run: its own and those of every chunk it imports, now or later. */
function reachableModules(bundle, fileName, seen = new Set()) {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return [];
  seen.add(fileName);
  return [
    ...Object.entries(chunk.modules),
    ...[...chunk.imports, ...chunk.dynamicImports].flatMap((next) =>
      reachableModules(bundle, next, seen),
    ),
  ];
}

export function widgetCss({ root }) {
  return {
    name: 'gw-widget-css',
    resolveId(id, importer) {
      if (id !== virtualId || !importer) return undefined;
      return `${resolvedPrefix}${basename(importer).replace(/\.[^.]+$/, '')}`;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      return `export default ${JSON.stringify(placeholderOf(id.slice(resolvedPrefix.length)))};`;
    },
    // Each entry's stylesheet holds the classes of every styled module the entry can render,
    // including those of chunks it loads later (a picker's list renders in its shadow root).
    async generateBundle(_options, bundle) {
      for (const entry of Object.values(bundle)) {
        if (entry.type !== 'chunk' || !entry.isEntry) continue;
        const literal = new RegExp(`(["'\`])${placeholderOf(entry.name)}\\1`);
        const holder = Object.values(bundle).find(
          (chunk) => chunk.type === 'chunk' && literal.test(chunk.code),
        );
        if (!holder) continue;
        const contents = reachableModules(bundle, entry.fileName)
          .filter(([id, module]) => isStyledSource(root, id) && module.renderedLength > 0)
          .map(([, module]) => module.code ?? '');
        const css = await compileWidgetCss(root, contents);
        holder.code = holder.code.replace(literal, () => JSON.stringify(css));
      }
    },
  };
}
