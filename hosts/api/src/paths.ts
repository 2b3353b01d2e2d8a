import { join, resolve } from 'node:path';
import { pathFromModule } from './modulePath.ts';

/** The repo root (hosts/api/src → ../../..). */
export const repoRoot = pathFromModule('../../../', import.meta.url);

/**
 * A path the operator typed, relative to where they ran npm (INIT_CWD): `npm run -w` runs the
 * script inside hosts/api.
 */
export const fromInvocation = (path: string) =>
  resolve(process.env.INIT_CWD ?? process.cwd(), path);

/** Where the API keeps its database, uploads and run file: DATA_DIR, else ./data at the root. */
export function dataDirFromEnv(): string {
  return process.env.DATA_DIR ? fromInvocation(process.env.DATA_DIR) : join(repoRoot, 'data');
}

/** The run file through which the operator CLI finds the running server. */
export const runFileOf = (dataDir: string) => join(dataDir, 'api.json');
