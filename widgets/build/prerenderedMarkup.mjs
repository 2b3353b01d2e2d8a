// Vite plugin: `import markup from 'virtual:gw-markup/<name>'` gives the HTML of a remote's
// component as it first renders, rendered at build time by widgets/build/markup/<name>.tsx with
// React (the site's renderer), so a widget can show the component's own markup, classes and all,
// with no framework in its script, and make it live itself (src/widgets/FeeEstimatorWidget.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runnerImport } from 'vite';

const virtualPrefix = 'virtual:gw-markup/';
/** Resolved ids of the markup modules; their HTML carries classes Tailwind must see. */
export const markupIdPrefix = `\0${virtualPrefix}`;

/**
 * The HTML widgets/build/markup/<name>.tsx renders, without style attributes: a partner's strict
 * CSP (`style-src` without 'unsafe-inline') refuses them in parsed HTML, so the widget sets what
 * they held through the CSSOM, which no CSP governs. (React escapes quotes in attribute values.)
 */
export async function renderedMarkup(root, name) {
  const file = join(root, 'widgets/build/markup', `${name}.tsx`);
  if (!existsSync(file)) throw new Error(`no markup renderer for "${name}" (${file})`);
  const { module } = await runnerImport(file, { configFile: false, root, logLevel: 'warn' });
  return module.markup.replace(/ style="[^"]*"/g, '');
}

export function prerenderedMarkup({ root }) {
  return {
    name: 'gw-prerendered-markup',
    resolveId: (id) => (id.startsWith(virtualPrefix) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(markupIdPrefix)) return undefined;
      const markup = await renderedMarkup(root, id.slice(markupIdPrefix.length));
      return `export default ${JSON.stringify(markup)};`;
    },
  };
}
