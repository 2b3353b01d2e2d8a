// `npm run lock`: rewrites package-lock.json the one way that keeps `npm ci` working here
// (docs/decisions.md): npm 11.6.2 resolving from nothing, in a copy of the manifests with no
// lockfile and no node_modules. Then run `npm ci` to check it.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { root } from './lib/paths.mjs';
import { workspaceDirs } from './lib/workspaces.mjs';

const copy = mkdtempSync(join(tmpdir(), 'gw-lock-'));
const manifests = [
  'package.json',
  '.npmrc',
  ...workspaceDirs(root).map((dir) => `${dir}/package.json`),
];
for (const file of manifests) {
  if (!existsSync(join(root, file))) continue;
  mkdirSync(dirname(join(copy, file)), { recursive: true });
  copyFileSync(join(root, file), join(copy, file));
}
execFileSync(
  'npx',
  ['-y', 'npm@11.6.2', 'install', '--package-lock-only', '--no-audit', '--no-fund'],
  { cwd: copy, stdio: 'inherit' },
);
copyFileSync(join(copy, 'package-lock.json'), join(root, 'package-lock.json'));
rmSync(copy, { recursive: true, force: true });
console.log('lock: package-lock.json rewritten; check it with `npm ci`');
