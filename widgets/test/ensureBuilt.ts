import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// Vitest runs from the repo root (happy-dom gives import.meta.url an http: scheme).
const root = process.cwd();
const dist = join(root, 'widgets/dist');
const stampFile = join(dist, '.gw-built');
const lockDir = join(dist, '.building');

/** What a widget bundle is made of: a change to any of these makes dist stale. */
const inputs = ['widgets/src', 'widgets/build', 'widgets/package.json', 'remotes', 'shared'];

export const distFile = (name: string) => join(dist, `${name}.js`);

function newestInput(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'dev') continue;
    newest = Math.max(newest, newestInput(join(path, entry)));
  }
  return newest;
}

function isFresh(names: readonly string[]): boolean {
  if (!existsSync(stampFile) || !names.every((name) => existsSync(distFile(name)))) return false;
  const built = statSync(stampFile).mtimeMs;
  return inputs.every((input) => newestInput(join(root, input)) <= built);
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Builds the widgets when dist is missing or older than a source (the tests exercise the BUILT
 * files, as partners do). Test files run in parallel workers: a lock folder lets one build.
 */
export function ensureBuilt(names: readonly string[]): void {
  if (isFresh(names)) return;
  mkdirSync(dist, { recursive: true });
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch {
      // Another worker is building: wait for it, then use its build if it covers ours.
      sleep(200);
      if (existsSync(lockDir) && Date.now() - statSync(lockDir).mtimeMs > 300_000) {
        rmdirSync(lockDir);
      }
    }
  }
  try {
    if (isFresh(names)) return;
    // Vitest sets NODE_ENV=test, under which Vite builds a larger development-flavoured bundle.
    execFileSync(process.execPath, [join(root, 'widgets/build/build.mjs')], {
      stdio: 'pipe',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  } finally {
    rmdirSync(lockDir);
  }
}
