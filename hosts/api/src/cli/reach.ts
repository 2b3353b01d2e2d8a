import { userInfo } from 'node:os';
import { join } from 'node:path';
import { dataDirFromEnv } from '../paths.ts';
import { cliUserHeader } from '../routes/audit.ts';
import { claimDataDir, releaseDataDir } from '../runFile.ts';
import { openStore } from '../store/openStore.ts';
import type { LeadStore } from '../store/types.ts';

/** How an operator CLI reaches the data: the store itself, or the running server holding it. */
export type Reach =
  | { via: 'store'; store: LeadStore; done(): Promise<void> }
  | { via: 'server'; call(path: string, init?: RequestInit): Promise<Response> };

/**
 * With DATABASE_URL, or when no server holds the embedded database (it allows one process at a
 * time), the store itself, holding the folder meanwhile; else the running server, with the
 * token it wrote into the data folder (accepted from this machine only).
 */
export async function reachStore(fail: (message: string) => never): Promise<Reach> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = dataDirFromEnv();
  const pglite = join(dataDir, 'pglite');
  // An erasure run here queues lead.erased as the API would, given the API's WEBHOOK_URL.
  const webhooks = Boolean(process.env.WEBHOOK_URL);
  if (databaseUrl) {
    const store = await openStore({ databaseUrl, dataDir: pglite, webhooks });
    return { via: 'store', store, done: () => store.close() };
  }
  const holder = claimDataDir(dataDir);
  if (!holder) {
    const store = await openStore({ dataDir: pglite, webhooks }).catch((error: unknown) => {
      releaseDataDir(dataDir);
      throw error;
    });
    return {
      via: 'store',
      store,
      done: async () => {
        await store.close();
        releaseDataDir(dataDir);
      },
    };
  }
  if (!holder.port || !holder.token) {
    fail(`The API (pid ${holder.pid}) is starting or using ${dataDir}. Try again in a moment.`);
  }
  const { port, token } = holder;
  return {
    via: 'server',
    call: (path, init = {}) =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        ...init,
        // Who runs the command, for the audit log (cli:<user>).
        headers: { ...init.headers, authorization: `Bearer ${token}`, [cliUserHeader]: cliUser() },
      }),
  };
}

/** The login name an operator CLI acts as in the audit log (`cli:<user>`). */
export function cliUser(): string {
  try {
    return userInfo().username;
  } catch {
    return process.env.USER ?? 'unknown';
  }
}
