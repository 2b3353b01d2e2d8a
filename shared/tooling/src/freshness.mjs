// "Build what is not built": a build is fresh when its stamp is newer than every input file.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ignored = new Set(['node_modules', 'dist', '.vite']);

/** The newest modification time among files and folders (recursively), 0 if none exist. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stats = statSync(path);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path)) if (!ignored.has(entry)) visit(join(path, entry));
    } else if (!/\.test\.tsx?$/.test(path)) newest = Math.max(newest, stats.mtimeMs);
  };
  for (const path of paths) visit(path);
  return newest;
}

const stampName = '.gw-built';

/** Marks a dist folder as built now. */
export function stamp(dist) {
  writeFileSync(join(dist, stampName), new Date().toISOString());
}

/** When a dist folder was last stamped (0 if never). */
export function stampTime(dist) {
  const file = join(dist, stampName);
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}
