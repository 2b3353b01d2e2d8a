import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '../src/http/passwords.ts';
import { type ServerOptions, startServer } from '../src/server.ts';
import { seedPgliteDir } from '../src/store/pgliteTemplate.ts';
import type { LeadRow } from '../src/store/types.ts';
import { spawnTestServer } from './spawnTestServer.ts';

export {
  type Answer,
  type AnswerServer,
  deadBase,
  type RoutedAnswers,
  startAnswerServer,
  startRoutedAnswers,
} from './answerServer.ts';
export { until, type WebhookReceiver, webhookReceiver } from './webhookReceiver.ts';
export type { LeadRow };

export type TestServer = {
  url: string;
  dataDir: string;
  leads(kind?: string): Promise<LeadRow[]>;
  /** Creates an operator who can sign in at /admin-login (in-process servers only). */
  addOperator?(email: string, password: string): Promise<void>;
  close(): Promise<void>;
};

/**
 * A real API on an ephemeral port with a fresh embedded database, for integration tests: in this
 * process under Node, in a child process under a browser-like test environment.
 */
export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  // In happy-dom the globals (Request, Response, fetch) are the emulation's: run the API apart.
  if (typeof window !== 'undefined' && !options.dataDir) return spawnTestServer(options);
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'gw-api-'));
  if (!options.dataDir && !options.databaseUrl) await seedPgliteDir(join(dataDir, 'pglite'));
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
    async addOperator(email, password) {
      await server.store.operators.saveOperator(email, await hashPassword(password));
    },
    async close() {
      await server.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
