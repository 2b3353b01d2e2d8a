import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * Fresh databases for tests, fast. initdb under WebAssembly takes seconds (over 10 s on a busy
 * machine) and every test server needs an empty database, so one initialised empty database is
 * kept in the system temp folder (per PGlite version) and copied, which takes milliseconds.
 */
function templateDir(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = join(dirname(entry), '..', 'package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return join(tmpdir(), `gw-api-pglite-template-${version}`);
}

/** Copies the template into `target` when it exists; false when it has yet to be made. */
export function copyPgliteTemplate(target: string): boolean {
  const template = templateDir();
  if (!existsSync(join(template, 'PG_VERSION'))) return false;
  cpSync(template, target, { recursive: true });
  return true;
}

/** Fills `target` with an empty initialised PGlite database, making the template first if needed. */
export async function seedPgliteDir(target: string): Promise<void> {
  if (copyPgliteTemplate(target)) return;
  const template = templateDir();
  const building = mkdtempSync(`${template}-building-`);
  const db = await PGlite.create(building);
  await db.close();
  try {
    renameSync(building, template);
  } catch {
    // Another test process finished its template first: use that one.
    rmSync(building, { recursive: true, force: true });
  }
  cpSync(template, target, { recursive: true });
}
