// Type-checks every workspace package that has a tsconfig.json, in parallel.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceDirs } from './lib/workspaces.mjs';

const root = new URL('..', import.meta.url).pathname;
const dirs = workspaceDirs(root).filter((dir) => existsSync(join(root, dir, 'tsconfig.json')));
const tsc = join(root, 'node_modules/.bin/tsc');

const results = await Promise.all(
  dirs.map(
    (dir) =>
      new Promise((resolve) => {
        let output = '';
        const child = spawn(tsc, ['-p', join(dir, 'tsconfig.json'), '--noEmit'], { cwd: root });
        child.stdout.on('data', (chunk) => {
          output += chunk;
        });
        child.stderr.on('data', (chunk) => {
          output += chunk;
        });
        child.on('close', (code) => resolve({ dir, code, output }));
      }),
  ),
);

let failed = 0;
for (const { dir, code, output } of results) {
  const name = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).name;
  if (output.includes('TS18003')) {
    console.log(`skip typecheck ${name} (no sources yet)`);
    continue;
  }
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'} typecheck ${name}`);
  if (code !== 0) {
    failed += 1;
    process.stdout.write(output);
  }
}
process.exit(failed ? 1 : 0);
