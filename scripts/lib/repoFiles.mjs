// Every source file the stack check reads, in memory: its tests run the same rules on fixtures.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sourceFiles } from './sourceFiles.mjs';
import { workspaceDirs } from './workspaces.mjs';

/** The repo's build script, which is no workspace's but configures builds all the same. */
const rootBuildFiles = ['scripts/build.mjs'];

/** path (from the root, with '/') → code, for every workspace's source files and the build script. */
export function repoFiles(root) {
  const paths = [
    ...workspaceDirs(root).flatMap((dir) => sourceFiles(join(root, dir))),
    ...rootBuildFiles.map((path) => join(root, path)),
  ];
  return new Map(paths.map((path) => [relative(root, path), readFileSync(path, 'utf8')]));
}
