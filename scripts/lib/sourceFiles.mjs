import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const skipped = new Set(['node_modules', 'dist', '.ssr']);

/** Every JS/TS source file below `dir` (no build output, no declarations), for the checks. */
export function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    if (skipped.has(name) || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(m?[jt]sx?)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Whether a source file is test code (a test, or a test harness folder). */
export const isTestFile = (path) => /\.test\.|\/test\/|\/testing\//.test(path);
