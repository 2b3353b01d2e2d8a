// The workspace packages as the stack check reads them: where each lives, its public entries and
// what it may ship with (DESIGN.md §13, STYLE.md "Every package's public entries are its exports").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceDirs } from './workspaces.mjs';

/**
 * [{ dir, name, exports, dependencies }]: `exports` are the subpaths others may import ('.',
 * './outbox'; none when the package declares none), `dependencies` what it ships with (its
 * dependencies and peerDependencies, not its devDependencies).
 */
export function workspacePackages(root) {
  return workspaceDirs(root).map((dir) => {
    const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    const { exports } = manifest;
    return {
      dir,
      name: manifest.name,
      exports: typeof exports === 'string' ? ['.'] : Object.keys(exports ?? {}),
      dependencies: Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }),
    };
  });
}
