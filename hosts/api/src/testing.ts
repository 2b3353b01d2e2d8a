import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerOptions, startServer } from './server.ts';
import type { LeadRow } from './store/types.ts';

export type { LeadRow };

export type TestServer = {
  url: string;
  dataDir: string;
  leads(kind?: string): Promise<LeadRow[]>;
  close(): Promise<void>;
};

/** A real API on an ephemeral port with a fresh embedded database, for integration tests. */
export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'gw-api-'));
  const server = await startServer({
    port: 0,
    logLevel: 'silent',
    rateLimitMax: 10_000,
    ...options,
    dataDir,
  });
  return {
    url: server.url,
    dataDir,
    leads: (kind) => server.store.listLeads({ kind }),
    async close() {
      await server.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
