// The Preact runtime the dialog widgets share (issue 14: widgets on one page share one copy of
// the runtime, from an immutable, versioned CDN file). A dialog widget's first load holds no
// framework (src/widgets/dialogWidget.ts); Preact and compat come with its dialog. Built with
// Preact external, each dialog widget's modules import it from `modules/preact-<hash>.js`, one
// module built here with exactly the names they use, so a page's dialogs share one Preact (and
// one compat, which patches it) by URL, and a pinned release keeps its own.
import { parseAst } from 'vite';
import { edit } from './classicScript.mjs';

/** The Preact entry points a dialog widget's modules import from the shared runtime. */
export const runtimePackages =
  /^preact(\/(hooks|jsx-runtime|compat|compat\/client|compat\/jsx-runtime))?$/;

/** The name an import specifier takes from its module (`default` for a default import). */
const importedName = (specifier) =>
  specifier.type === 'ImportDefaultSpecifier' ? 'default' : specifier.imported.name;

/** The [package, name] pairs that `code` (an ES module) imports from the runtime packages. */
export function runtimeImportsOf(code, file) {
  const pairs = [];
  for (const node of parseAst(code).body) {
    const source = node.source?.value;
    if (typeof source !== 'string' || !runtimePackages.test(source)) continue;
    if (node.type !== 'ImportDeclaration') throw new Error(`${file}: re-exports ${source}`);
    for (const specifier of node.specifiers) {
      if (specifier.type === 'ImportNamespaceSpecifier') {
        throw new Error(`${file}: imports ${source} as a namespace`);
      }
      pairs.push([source, importedName(specifier)]);
    }
  }
  return pairs;
}

/**
 * The runtime's exports for `pairs` (every [package, name] some module imports): a short name
 * each (compat's `render` is not core's, so names cannot be shared across packages), and the
 * entry module's source that re-exports them.
 */
export function runtimeExports(pairs) {
  const keys = [...new Set(pairs.map(([source, name]) => `${source} ${name}`))].sort();
  const names = new Map(keys.map((key, index) => [key, `p${index.toString(36)}`]));
  const bySource = new Map();
  for (const key of keys) {
    const from = key.split(' ')[0];
    bySource.set(from, [...(bySource.get(from) ?? []), key]);
  }
  const source = [...bySource]
    .map(
      ([from, group]) =>
        `export { ${group.map((key) => `${key.split(' ')[1]} as ${names.get(key)}`).join(', ')} } from '${from}';`,
    )
    .join('\n');
  return { names, source };
}

/** Module `code` with its imports of the runtime packages pointed at `./<runtimeFile>`. */
export function linkRuntime(code, file, names, runtimeFile) {
  const edits = [];
  for (const node of parseAst(code).body) {
    const source = node.source?.value;
    if (node.type !== 'ImportDeclaration' || !runtimePackages.test(source)) continue;
    const bindings = node.specifiers.map((specifier) => {
      const key = `${source} ${importedName(specifier)}`;
      const exported = names.get(key);
      if (!exported) throw new Error(`${file}: ${key} is not in the runtime`);
      return `${exported} as ${specifier.local.name}`;
    });
    const from = JSON.stringify(`./${runtimeFile}`);
    edits.push([
      node.start,
      node.end,
      bindings.length ? `import{${bindings.join(',')}}from${from};` : `import${from};`,
    ]);
  }
  return edit(code, edits);
}
