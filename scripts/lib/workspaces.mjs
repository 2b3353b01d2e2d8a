import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The workspace package folders named by the root package.json, relative to the root. */
export function workspaceDirs(root) {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*'))
      return existsSync(join(root, pattern, 'package.json')) ? [pattern] : [];
    const parent = pattern.slice(0, -2);
    if (!existsSync(join(root, parent))) return [];
    return readdirSync(join(root, parent))
      .map((name) => `${parent}/${name}`)
      .filter((dir) => existsSync(join(root, dir, 'package.json')));
  });
}
