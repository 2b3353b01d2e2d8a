import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Leads are personal data: the data folder is the owner's alone (folders 0700, files 0600),
 * whatever the umask. New files get it from the umask set here; files an older version left
 * readable are corrected once, at start.
 */
export function secureDataDir(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
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
