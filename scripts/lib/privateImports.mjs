// Imports of another workspace package's private files (DESIGN.md §13, STYLE.md): a package is
// imported through its package.json `exports`, never by relative path into its folder nor by a
// deep specifier (`@gw/ui/src/...`) its exports do not list.
import { dirname, posix } from 'node:path';
import { importsOf, packageOf } from './imports.mjs';

/** The package whose folder holds `path` (the deepest, should folders nest). */
const ownerOf = (packages, path) =>
  packages
    .filter(({ dir }) => path.startsWith(`${dir}/`))
    .sort((a, b) => b.dir.length - a.dir.length)[0];

/** Whether `subpath` ('.', './outbox') is one of `exports` (patterns with `*` included). */
const isExported = (exports, subpath) =>
  exports.some((entry) =>
    entry.includes('*')
      ? subpath.startsWith(entry.slice(0, entry.indexOf('*'))) &&
        subpath.endsWith(entry.slice(entry.indexOf('*') + 1))
      : entry === subpath,
  );

/** The line of the first place `code` names `specifier` in quotes. */
function lineOf(code, specifier) {
  const index = code.search(
    new RegExp(`['"]${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`),
  );
  return index < 0 ? 1 : code.slice(0, index).split('\n').length;
}

/** What is wrong with one import of `file`, or null. */
function problemOf(packages, file, specifier) {
  const bare = specifier.replace(/\?.*$/, '');
  const own = ownerOf(packages, file);
  if (bare.startsWith('.')) {
    const target = posix.join(dirname(file), bare);
    const owner = ownerOf(packages, target);
    if (!owner || owner === own) return null;
    return `${target} is a file of ${owner.name}; import one of its exports (${owner.exports.join(', ') || 'none'})`;
  }
  const owner = packages.find(({ name }) => name === packageOf(bare));
  if (!owner) return null;
  const subpath = bare === owner.name ? '.' : `.${bare.slice(owner.name.length)}`;
  if (isExported(owner.exports, subpath)) return null;
  return `${subpath} is not an export of ${owner.name} (${owner.exports.join(', ') || 'none'})`;
}

/**
 * `file:line imports 'specifier': why` for every import, in `files` (path from the root → code),
 * of another package's private file. `packages` as workspacePackages() gives them.
 */
export function privateImports(packages, files) {
  const problems = [];
  for (const [file, code] of files) {
    if (!ownerOf(packages, file)) continue;
    for (const specifier of new Set(importsOf(code))) {
      const problem = problemOf(packages, file, specifier);
      if (problem)
        problems.push(`${file}:${lineOf(code, specifier)} imports '${specifier}': ${problem}`);
    }
  }
  return problems.sort();
}
