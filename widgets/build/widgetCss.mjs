// Vite plugin: `import css from 'virtual:gw-widget-css'` gives the widget's compiled CSS.
// Tailwind scans exactly the styled source files that end up in the widget's bundle (its widget
// component, the remote, the UI kit parts it uses) as rendered after tree-shaking: never dist/,
// tests, node_modules, the framework-free packages or another widget's files. So the CSS is
// filled in once the bundle is known.
import { readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { colorTokensOf, shadowCss } from './shadowCss.mjs';

const virtualId = 'virtual:gw-widget-css';
const resolvedId = `\0${virtualId}`;
const placeholder = '__GW_WIDGET_CSS__';
const placeholderLiteral = new RegExp(`(["'\`])${placeholder}\\1`);

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

export function widgetCss({ root }) {
  return {
    name: 'gw-widget-css',
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    load(id) {
      return id === resolvedId ? `export default ${JSON.stringify(placeholder)};` : undefined;
    },
    async generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !placeholderLiteral.test(chunk.code)) continue;
        const contents = Object.entries(chunk.modules)
          .filter(([id, module]) => isStyledSource(root, id) && module.renderedLength > 0)
          .map(([, module]) => module.code ?? '');
        const css = await compileWidgetCss(root, contents);
        chunk.code = chunk.code.replace(placeholderLiteral, () => JSON.stringify(css));
      }
    },
  };
}
