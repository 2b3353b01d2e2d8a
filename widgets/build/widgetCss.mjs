// Vite plugin: `import css from 'virtual:gw-widget-css'` gives the widget's compiled CSS.
// Tailwind scans exactly the styled source files that end up in the widget's bundle (its widget
// component, the remote, the UI kit parts it uses) as rendered after tree-shaking: never dist/,
// tests, node_modules, the framework-free packages or another widget's files. So the CSS is
// filled in once the bundle is known.
import { readFileSync } from 'node:fs';
import { basename, join, resolve, sep } from 'node:path';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { markupIdPrefix } from './prerenderedMarkup.mjs';
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

/**
 * True for a styled project source file (not a dependency, not a virtual module) or a
 * component's markup rendered at build (prerenderedMarkup.mjs).
 */
function isStyledSource(root, id) {
  if (id.startsWith(markupIdPrefix)) return true;
  if (id.includes(`${sep}node_modules${sep}`)) return false;
  return styledFolders.some((folder) => id.startsWith(join(resolve(root), folder) + sep));
}

/** The chunks that carry a stylesheet of their own: those that import the virtual module. */
const holdsSheet = (chunk) =>
  Object.keys(chunk.modules).some((id) => id.startsWith(resolvedPrefix));

/**
 * The modules a chunk can run: its own and those of every chunk it imports, now or later, except
 * chunks in `stopAt` (a later chunk with its own stylesheet brings its classes itself).
 */
function reachableModules(bundle, fileName, stopAt = new Set(), seen = new Set()) {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return [];
  seen.add(fileName);
  return [
    ...Object.entries(chunk.modules),
    ...[...chunk.imports, ...chunk.dynamicImports]
      .filter((next) => !stopAt.has(next))
      .flatMap((next) => reachableModules(bundle, next, stopAt, seen)),
  ];
}

/** Tailwind over the styled project sources among `modules`. */
function cssOf(root, modules) {
  const contents = modules
    .filter(([id, module]) => isStyledSource(root, id) && module.renderedLength > 0)
    .map(([, module]) => module.code ?? '');
  return compileWidgetCss(root, contents);
}

/**
 * An entry's stylesheet holds the classes of every styled module it can render, except those of
 * a later chunk that carries its own: such a chunk (a dialog loaded on first intent) holds the
 * whole widget's stylesheet, which replaces the entry's when it arrives (src/embed/styles.ts).
 * So the first load carries only what the visitor first sees, and the cascade stays one sheet.
 */
async function fillSheets(root, bundle) {
  const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk');
  for (const entry of chunks.filter((chunk) => chunk.isEntry && holdsSheet(chunk))) {
    const everything = reachableModules(bundle, entry.fileName);
    const ids = new Set(everything.map(([id]) => id));
    const later = chunks.filter(
      (chunk) =>
        chunk !== entry &&
        holdsSheet(chunk) &&
        Object.keys(chunk.modules).some((id) => ids.has(id)),
    );
    const first = reachableModules(bundle, entry.fileName, new Set(later.map((c) => c.fileName)));
    fillSheet(entry, await cssOf(root, first));
    if (later.length === 0) continue;
    const whole = await cssOf(root, everything);
    for (const chunk of later) fillSheet(chunk, whole);
  }
}

/** Puts `css` in place of the placeholder of the stylesheet module `chunk` holds. */
function fillSheet(chunk, css) {
  const id = Object.keys(chunk.modules).find((moduleId) => moduleId.startsWith(resolvedPrefix));
  const literal = new RegExp(`(["'\`])${placeholderOf(id.slice(resolvedPrefix.length))}\\1`);
  chunk.code = chunk.code.replace(literal, () => JSON.stringify(css));
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
    generateBundle(_options, bundle) {
      return fillSheets(root, bundle);
    },
  };
}
