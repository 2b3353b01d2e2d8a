import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Leads are personal data: the data folder is the owner's alone (folders 0700, files 0600),
 * whatever the umask. From here on, new files get it from the umask.
 */
export function privateDataDir(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
}

/**
 * Corrects what is already there, once the store is open: files an older version left
 * readable, and the embedded database, which PGlite's file system layer creates 0666.
 */
export function tightenDataDirModes(dataDir: string): void {
  const walk = (dir: string) => {
    chmodSync(dir, 0o700);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) chmodSync(path, 0o600);
    }
  };
  walk(dataDir);
}
