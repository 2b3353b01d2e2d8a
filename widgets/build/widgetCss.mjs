// Vite plugin: `import css from 'virtual:gw-widget-css'` gives the widget's compiled CSS, made
// from Tailwind over explicit sources only (the widget's component, the remotes and the UI kit;
// never dist/ or tests), fixed for shadow roots.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { shadowCss } from './shadowCss.mjs';

const virtualId = 'virtual:gw-widget-css';
const resolvedId = `\0${virtualId}`;

export function widgetCss({ root, sources }) {
  return {
    name: 'gw-widget-css',
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      const input = readFileSync(join(root, 'widgets/src/widget.css'), 'utf8');
      const compiler = await compile(input, { base: join(root, 'widgets/src'), onDependency() {} });
      const scanner = new Scanner({
        sources: sources.flatMap((dir) => [
          { base: join(root, dir), pattern: '**/*.{ts,tsx}', negated: false },
          { base: join(root, dir), pattern: '**/*.test.{ts,tsx}', negated: true },
        ]),
      });
      const css = optimize(compiler.build(scanner.scan()), { minify: true }).code;
      return `export default ${JSON.stringify(shadowCss(css))};`;
    },
  };
}
