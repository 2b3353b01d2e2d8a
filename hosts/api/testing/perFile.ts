import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './index.ts';

/**
 * The real API for one Vitest file: started before its tests with a fresh embedded database
 * (slow to start on a busy machine, hence the long hook timeout), closed after them. Read its
 * fields inside tests and hooks, not at import time.
 */
export function testApiPerFile(): Omit<TestServer, 'close'> {
  let server: TestServer | null = null;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    server = null;
  });
  function current(): TestServer {
    if (!server) throw new Error('the test API is not up: use it inside a test or a hook');
    return server;
  }
  return {
    get url() {
      return current().url;
    },
    get dataDir() {
      return current().dataDir;
    },
    leads: (kind) => current().leads(kind),
  };
}
