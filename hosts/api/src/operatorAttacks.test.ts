import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { csrfHeader } from '@gw/config';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bodies } from '../testing/fixtures.ts';
import { hashPassword } from './http/passwords.ts';
import { accountCeiling, signInLimit } from './http/signInThrottle.ts';
import { sessionLimits, trustProxyWarning } from './routes/admin.ts';
import { eventPollMs } from './routes/inbox.ts';
import { type RunningServer, startServer } from './server.ts';
import { seedPgliteDir } from './store/pgliteTemplate.ts';

// Issue 27 item 6: operator access tried as an attacker would; each test is named after the
// attack. Clients are told apart by X-Forwarded-For, the loopback being a trusted proxy here.
const dataDir = mkdtempSync(join(tmpdir(), 'gw-operator-attacks-'));
const adminToken = 'cli-token-for-tests';
const password = 'correct horse battery staple';
const siteOrigin = 'http://localhost:4173';
const logLines: Record<string, unknown>[] = [];
let clock = Date.now();
let api: RunningServer;

beforeAll(async () => {
  await seedPgliteDir(join(dataDir, 'pglite'));
  api = await startServer({
    port: 0,
    dataDir,
    adminToken,
    siteOrigins: [siteOrigin],
    trustProxy: '127.0.0.1,::1',
    now: () => clock,
    log: (line) => logLines.push(line),
  });
});
afterAll(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});
// Each test starts after every earlier throttle window and session has run out.
beforeEach(() => {
  clock += accountCeiling.windowMs + sessionLimits.maxAgeMs;
});

let operators = 0;
/** A new operator for one test, so tests share no counters. */
async function newOperator(): Promise<string> {
  operators += 1;
  const email = `ops${operators}@groundwork.ng`;
  await api.store.operators.saveOperator(email, await hashPassword(password));
  return email;
}

function signIn(email: string, secret: string, headers: Record<string, string> = {}) {
  return fetch(`${api.url}/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password: secret }),
  });
}
const from = (client: string, extra: Record<string, string> = {}) => ({
  'x-forwarded-for': client,
  ...extra,
});
const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`)) ?? '';

/** Signs in and returns the session cookie and the CSRF token. */
async function session(email: string) {
  const response = await signIn(email, password, from('203.0.113.10'));
  expect(response.status).toBe(204);
  const cookie = cookieOf(response, 'gw_session');
  const about = await fetch(`${api.url}/admin/session`, { headers: { cookie } });
  const { csrfToken } = (await about.json()) as { csrfToken: string };
  return { cookie, csrfToken };
}

type Sse = { event: string; data: string };
/** Opens GET /admin/events and collects its events until the server ends the stream. */
async function openEvents(cookie: string) {
  const response = await fetch(`${api.url}/admin/events`, { headers: { cookie } });
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const events: Sse[] = [];
  let buffer = '';
  const ended = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const field = (name: string) =>
          block
            .find((line) => line.startsWith(`${name}:`))
            ?.slice(name.length + 1)
            .trim();
        if (field('event')) events.push({ event: field('event') ?? '', data: field('data') ?? '' });
      }
    }
  })();
  const within = <T>(work: Promise<T>, ms: number) =>
    Promise.race([work, new Promise<'timeout'>((resolve) => setTimeout(resolve, ms, 'timeout'))]);
  return {
    events,
    /** Resolves once an event named `name` has come, or rejects after a few polls. */
    async next(name: string) {
      const started = Date.now();
      while (!events.some((event) => event.event === name)) {
        if (Date.now() - started > eventPollMs * 4) throw new Error(`no ${name} event came`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    /** Whether the server ended the stream within a few polls. */
    ended: () => within(ended, eventPollMs * 4),
    close: () => reader.cancel().catch(() => {}),
  };
}

/** A lead stored the way the lead endpoints store one, carrying personal data. */
async function storeLead(email: string): Promise<number> {
  const stored = await api.store.insertLead('demo', { ...bodies.demo, email }, {});
  return stored.lead.id;
}
const leadsSent = (events: Sse[]) =>
  events.filter((event) => event.event === 'lead').map((event) => JSON.parse(event.data).id);

/**
 * The attack: a stream opened while signed in keeps running after the session has ended
 * (`end` does that), and a lead stored then must never reach it.
 */
async function expectStreamEndsWithSession(
  end: (signedIn: { email: string; cookie: string; csrfToken: string }) => Promise<void>,
) {
  const email = await newOperator();
  const signedIn = await session(email);
  const stream = await openEvents(signedIn.cookie);
  try {
    await stream.next('ready');
    // While the session stands, a new lead comes through: the stream works.
    const before = await storeLead('before@example.ng');
    await stream.next('lead');
    expect(leadsSent(stream.events)).toEqual([before]);
    await end({ email, ...signedIn });
    const after = await storeLead('after@example.ng');
    expect(await stream.ended()).toBe(true);
    expect(leadsSent(stream.events)).not.toContain(after);
    expect(stream.events.at(-1)?.event).toBe('end');
    expect(JSON.parse(stream.events.at(-1)?.data ?? '{}').reason).toBe('session_ended');
    // The browser's reconnection meets a 401.
    const again = await fetch(`${api.url}/admin/events`, { headers: { cookie: signedIn.cookie } });
    expect(again.status).toBe(401);
  } finally {
    await stream.close();
  }
}

describe('attacks on the operator event stream', () => {
  it('a stream kept open after sign-out (DELETE /admin/session) stops before the next lead', async () => {
    await expectStreamEndsWithSession(async ({ cookie, csrfToken }) => {
      const out = await fetch(`${api.url}/admin/session`, {
        method: 'DELETE',
        headers: { cookie, [csrfHeader]: csrfToken },
      });
      expect(out.status).toBe(204);
    });
  });

  it('a stream kept open by an operator removed with `npm run admin -- remove` stops', async () => {
    await expectStreamEndsWithSession(async ({ email }) => {
      // What the admin CLI calls while the server holds the database.
      const removed = await fetch(`${api.url}/admin/operators/${encodeURIComponent(email)}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(removed.status).toBe(204);
    });
  });

  it('a stream left open past the idle limit stops: the stream alone does not keep a session alive', async () => {
    await expectStreamEndsWithSession(async () => {
      clock += sessionLimits.idleMs + 1_000;
    });
  });

  it('a stream kept open past the absolute limit stops, even while the session is in use', async () => {
    await expectStreamEndsWithSession(async ({ cookie }) => {
      const end = clock + sessionLimits.maxAgeMs + 1_000;
      while (clock < end) {
        clock += sessionLimits.idleMs / 2;
        await fetch(`${api.url}/admin/leads?limit=1`, { headers: { cookie } });
      }
    });
  });
});

describe('attacks on sign-in throttling', () => {
  it('five wrong passwords from anywhere do not lock the operator out: the right one from another client gets in', async () => {
    const email = await newOperator();
    for (let attempt = 0; attempt < signInLimit.failures; attempt += 1) {
      expect((await signIn(email, `wrong ${attempt}`, from('198.51.100.66'))).status).toBe(401);
    }
    // The guesser is held, even with the right password...
    const guesser = await signIn(email, password, from('198.51.100.66'));
    expect(guesser.status).toBe(429);
    expect(Number(guesser.headers.get('retry-after'))).toBeGreaterThan(0);
    // ...the operator, elsewhere, is not; and a guesser's renewed failures change nothing.
    expect((await signIn(email, password, from('203.0.113.10'))).status).toBe(204);
    clock += signInLimit.windowMs;
    for (let attempt = 0; attempt < signInLimit.failures; attempt += 1) {
      await signIn(email, `wrong again ${attempt}`, from('198.51.100.66'));
    }
    expect((await signIn(email, password, from('203.0.113.10'))).status).toBe(204);
  });

  it('distributed guessing (many clients, a few tries each) cannot lock out the browser the operator signed in with', async () => {
    const email = await newOperator();
    const first = await signIn(email, password, from('203.0.113.10'));
    expect(first.status).toBe(204);
    const deviceCookie = first.headers.getSetCookie().find((line) => line.startsWith('gw_device_'));
    expect(deviceCookie).toMatch(/HttpOnly/);
    expect(deviceCookie).toMatch(/SameSite=Strict/);
    expect(deviceCookie).toMatch(/Path=\/admin\/session/);
    const known = (deviceCookie ?? '').split(';')[0] ?? '';
    for (let client = 0; client < accountCeiling.failures; client += 1) {
      const guess = await signIn(email, `guess ${client}`, from(`198.51.100.${client + 1}`));
      expect(guess.status).toBe(401);
    }
    // Past the account's ceiling a new device is held, even with the right password...
    expect((await signIn(email, password, from('192.0.2.7'))).status).toBe(429);
    // ...the operator's own browser is not, even behind the guessers' own address.
    const operator = await signIn(email, password, from('198.51.100.1', { cookie: known }));
    expect(operator.status).toBe(204);
    // A forged or another account's device cookie proves nothing.
    const forged = known.replace(/\.[\w-]+$/, '.AAAA');
    expect((await signIn(email, password, from('192.0.2.7', { cookie: forged }))).status).toBe(429);
  });

  it('a proxy the API was not told about makes everyone one client: the deployment is warned', async () => {
    expect(logLines.filter((line) => line.event === 'trust_proxy_unset')).toEqual([]);
    const dir = mkdtempSync(join(tmpdir(), 'gw-trust-proxy-'));
    const lines: Record<string, unknown>[] = [];
    try {
      await seedPgliteDir(join(dir, 'pglite'));
      const first = await startServer({ port: 0, dataDir: dir, log: (line) => lines.push(line) });
      // No operator yet: nobody signs in, nothing to warn about.
      expect(lines.filter((line) => line.event === 'trust_proxy_unset')).toEqual([]);
      await first.store.operators.saveOperator('ada@groundwork.ng', await hashPassword(password));
      // A sign-in through a proxy (X-Forwarded-For) while TRUST_PROXY is unset: warned once.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await fetch(`${first.url}/admin/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.10' },
          body: JSON.stringify({ email: 'ada@groundwork.ng', password: 'not it at all' }),
        });
      }
      await first.close();
      const warned = lines.filter((line) => line.event === 'trust_proxy_unset');
      expect(warned).toEqual([
        { level: 'warn', event: 'trust_proxy_unset', message: trustProxyWarning },
      ]);
      // Started again with an operator and no TRUST_PROXY: warned at start.
      lines.length = 0;
      const second = await startServer({ port: 0, dataDir: dir, log: (line) => lines.push(line) });
      await second.close();
      expect(lines.filter((line) => line.event === 'trust_proxy_unset')).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('attacks on sign-in itself', () => {
  it('login CSRF: a cross-site simple request (text/plain from another origin) cannot sign a browser in', async () => {
    const email = await newOperator();
    const body = JSON.stringify({ email, password });
    const evil = await fetch(`${api.url}/admin/session`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'http://evil.example' },
      body,
    });
    expect(evil.status).toBe(403);
    expect(await evil.json()).toEqual({
      error: 'forbidden_origin',
      message: "Sign in from the site's own sign-in page: this page's origin may not sign in here.",
    });
    expect(evil.headers.get('set-cookie')).toBeNull();
    // JSON from another origin, or from an opaque one (a sandboxed frame), is refused too.
    for (const origin of ['http://evil.example', 'null']) {
      const json = await signIn(email, password, { origin });
      expect(json.status).toBe(403);
      expect(json.headers.get('set-cookie')).toBeNull();
    }
    // A simple request from the site's own origin, or with no origin at all, is not JSON.
    for (const headers of [{ origin: siteOrigin }, {}] as Record<string, string>[]) {
      const plain = await fetch(`${api.url}/admin/session`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', ...headers },
        body,
      });
      expect(plain.status).toBe(415);
      expect(await plain.json()).toEqual({
        error: 'unsupported_media_type',
        message: 'Send the sign-in as JSON, with Content-Type: application/json.',
      });
      expect(plain.headers.get('set-cookie')).toBeNull();
    }
    // The site's own sign-in page (JSON from its origin) signs in.
    const site = await signIn(email, password, { origin: siteOrigin });
    expect(site.status).toBe(204);
    expect(site.headers.get('access-control-allow-origin')).toBe(siteOrigin);
  });
});
