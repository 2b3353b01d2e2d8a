import { join } from 'node:path';

/** The repo root (hosts/api/src → ../../..). */
export const repoRoot = new URL('../../../', import.meta.url).pathname;

/** Where the API keeps its database, uploads and run file: DATA_DIR, else ./data at the root. */
export function dataDirFromEnv(): string {
  return process.env.DATA_DIR ?? join(repoRoot, 'data');
}

/** The run file through which the operator CLI finds the running server. */
export const runFileOf = (dataDir: string) => join(dataDir, 'api.json');
