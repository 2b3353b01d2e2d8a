// `npm run lock`: rewrites package-lock.json with the npm that is installed, resolving from
// nothing in a copy of the manifests (no lockfile, no node_modules), so the result depends only
// on the manifests and the registry. It then checks the result the way `npm test` does.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { lockfileProblems } from './lib/lockfile.mjs';
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
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
execFileSync(npm, ['install', '--package-lock-only', '--no-audit', '--no-fund'], {
  cwd: copy,
  stdio: 'inherit',
});
const problems = lockfileProblems(copy);
if (problems.length > 0) {
  console.error(
    `lock: the new lockfile is unsound, package-lock.json left as it was:\n${problems.join('\n')}`,
  );
  process.exit(1);
}
copyFileSync(join(copy, 'package-lock.json'), join(root, 'package-lock.json'));
rmSync(copy, { recursive: true, force: true });
const version = execFileSync(npm, ['--version'], { encoding: 'utf8' }).trim();
console.log(`lock: package-lock.json rewritten with npm ${version}; install it with \`npm ci\``);
