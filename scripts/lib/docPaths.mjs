// The repository paths the docs name in backticks (`hosts/api/src/app.ts`, `scripts/lib/`), so
// a test can check that each still exists (issue 13: docs point only at files that exist).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Top-level folders of this repo: a backticked path starting with one of them is a repo path. */
const repoRoots = ['hosts/', 'remotes/', 'shared/', 'scripts/', 'widgets/', 'docs/', '.ci/'];

/** The docs that name paths: the README and every file in docs/. */
export function docFiles(root) {
  return [
    'README.md',
    ...readdirSync(join(root, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`),
  ];
}

/** Each named path that does not exist: `doc: path`. Globs and placeholders (<name>) are skipped. */
export function missingDocPaths(root) {
  const missing = [];
  for (const doc of docFiles(root)) {
    const text = readFileSync(join(root, doc), 'utf8');
    for (const [, raw] of text.matchAll(/`([^`\s]+)`/g)) {
      const path = raw.replace(/[.,:;)]+$/, '').replace(/^\.\//, '');
      if (!repoRoots.some((prefix) => path.startsWith(prefix))) continue;
      if (/[<>*{}…]|\.\.\./.test(path)) continue;
      if (!existsSync(join(root, path))) missing.push(`${doc}: ${path}`);
    }
  }
  return [...new Set(missing)];
}
