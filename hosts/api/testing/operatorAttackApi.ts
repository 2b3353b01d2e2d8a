// The real API as the operator-access attack tests need it (issue 27 item 6): its own clock,
// its log, loopback as a trusted proxy so X-Forwarded-For tells clients apart, and a fresh
// operator per test, so tests share no counters. Read its fields inside tests and hooks.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { hashPassword } from '../src/http/passwords.ts';
import { accountCeiling } from '../src/http/signInThrottle.ts';
import { sessionLimits } from '../src/routes/admin.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { seedPgliteDir } from '../src/store/pgliteTemplate.ts';

export const adminToken = 'cli-token-for-tests';
export const password = 'correct horse battery staple';
export const siteOrigin = 'http://localhost:4173';

/** Headers of a request that came through the trusted proxy from `client`. */
export const from = (client: string, extra: Record<string, string> = {}) => ({
  'x-forwarded-for': client,
  ...extra,
});

/** The `name=value` of a cookie a response sets ('' when it sets none). */
const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`)) ?? '';

/** Starts the API for one test file; each test starts after every earlier window has run out. */
export function operatorAttackApi() {
  const dataDir = mkdtempSync(join(tmpdir(), 'gw-operator-attacks-'));
  const logLines: Record<string, unknown>[] = [];
  let clock = Date.now();
  let server: RunningServer | null = null;
  let operators = 0;

  beforeAll(async () => {
    await seedPgliteDir(join(dataDir, 'pglite'));
    server = await startServer({
      port: 0,
      dataDir,
      adminToken,
      siteOrigins: [siteOrigin],
      trustProxy: '127.0.0.1,::1',
      now: () => clock,
      log: (line) => logLines.push(line),
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    clock += accountCeiling.windowMs + sessionLimits.maxAgeMs;
  });

  const ops = {
    get api(): RunningServer {
      if (!server) throw new Error('the API is not up: use it inside a test or a hook');
      return server;
    },
    logLines,
    /** The API's clock, which only the tests move. */
    now: () => clock,
    advance(ms: number) {
      clock += ms;
    },
    /** A new operator for one test. */
    async newOperator(): Promise<string> {
      operators += 1;
      const email = `ops${operators}@groundwork.ng`;
      await ops.api.store.operators.saveOperator(email, await hashPassword(password));
      return email;
    },
    signIn(email: string, secret: string, headers: Record<string, string> = {}) {
      return fetch(`${ops.api.url}/admin/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email, password: secret }),
      });
    },
    /** Signs in and returns the session cookie and the CSRF token. */
    async session(email: string) {
      const response = await ops.signIn(email, password, from('203.0.113.10'));
      expect(response.status).toBe(204);
      const cookie = cookieOf(response, 'gw_session');
      const about = await fetch(`${ops.api.url}/admin/session`, { headers: { cookie } });
      const { csrfToken } = (await about.json()) as { csrfToken: string };
      return { cookie, csrfToken };
    },
  };
  return ops;
}
