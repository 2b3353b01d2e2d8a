import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { csrfHeader } from '@gw/config';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bodies, post } from '../testing/fixtures.ts';
import { hashPassword } from './http/passwords.ts';
import { signInLimit } from './http/signInThrottle.ts';
import { sessionLimits } from './routes/admin.ts';
import { type RunningServer, startServer } from './server.ts';
import { seedPgliteDir } from './store/pgliteTemplate.ts';

// DESIGN.md §12: operators sign in with a session cookie; every /admin path is theirs alone.
const dataDir = mkdtempSync(join(tmpdir(), 'gw-admin-'));
const adminToken = 'cli-token-for-tests';
const password = 'correct horse battery staple';
const siteOrigin = 'http://localhost:4173';
let clock = Date.now();
let api: RunningServer;

beforeAll(async () => {
  await seedPgliteDir(join(dataDir, 'pglite'));
  api = await startServer({
    port: 0,
    dataDir,
    logLevel: 'silent',
    adminToken,
    siteOrigins: [siteOrigin],
    now: () => clock,
  });
  await api.store.operators.saveOperator('Ada@Groundwork.ng', await hashPassword(password));
  await post(`${api.url}/leads/request`, bodies.demo);
});
afterAll(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});
// Each test starts after every earlier throttle window and session has run out.
beforeEach(() => {
  clock += signInLimit.windowMs + sessionLimits.maxAgeMs;
});

function signIn(email: string, secret: string) {
  return fetch(`${api.url}/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: secret }),
  });
}

/** Signs in and returns the cookie header to send back, and the session's CSRF token. */
async function session() {
  const response = await signIn('ada@groundwork.ng', password);
  expect(response.status).toBe(204);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const about = await fetch(`${api.url}/admin/session`, { headers: { cookie } });
  const { csrfToken } = (await about.json()) as { csrfToken: string };
  return { cookie, csrfToken };
}

const adminCalls: [string, string][] = [
  ['GET', '/admin/session'],
  ['DELETE', '/admin/session'],
  ['GET', '/admin/leads'],
  ['GET', '/admin/leads?kind=demo'],
  ['GET', '/admin/operators'],
  ['PUT', '/admin/operators/eve%40example.com'],
  ['DELETE', '/admin/operators/ada%40groundwork.ng'],
  ['GET', '/admin/anything-else'],
];

describe('operator API', () => {
  it.each(adminCalls)(
    '%s %s without a session: 401 {error, message}, not 404',
    async (method, path) => {
      const response = await fetch(`${api.url}${path}`, { method });
      expect(response.status).toBe(401);
      const body = (await response.json()) as { error: string; message: string };
      expect(body.error).toBe('unauthorized');
      expect(body.message).toBeTruthy();
    },
  );

  it('refuses a wrong pair with the one message and no cookie, for a known or unknown e-mail', async () => {
    for (const [email, secret] of [
      ['ada@groundwork.ng', 'not the password'],
      ['nobody@groundwork.ng', password],
    ] as const) {
      const response = await signIn(email, secret);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: 'invalid_credentials',
        message: 'email or password is wrong',
      });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('signs in with a HttpOnly, SameSite=Strict cookie on /admin that opens the leads', async () => {
    const response = await signIn('ADA@groundwork.ng', password);
    expect(response.status).toBe(204);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^gw_session=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/admin/);
    expect(cookie).not.toMatch(/Secure/); // plain http here; https gets Secure
    const leads = await fetch(`${api.url}/admin/leads?kind=demo`, {
      headers: { cookie: cookie.split(';')[0] ?? '' },
    });
    expect(leads.status).toBe(200);
    const { data } = (await leads.json()) as { data: { kind: string }[] };
    expect(data.map((lead) => lead.kind)).toEqual(['demo']);
  });

  it('keeps passwords only as scrypt hashes', async () => {
    const stored = await api.store.operators.findOperator('ada@groundwork.ng');
    expect(stored?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored?.passwordHash).not.toContain(password);
  });

  it('refuses a state-changing call without the session CSRF token (403), then signs out', async () => {
    const { cookie, csrfToken } = await session();
    const forged = await fetch(`${api.url}/admin/session`, {
      method: 'DELETE',
      headers: { cookie },
    });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { error: string }).error).toBe('csrf');
    const out = await fetch(`${api.url}/admin/session`, {
      method: 'DELETE',
      headers: { cookie, [csrfHeader]: csrfToken },
    });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^gw_session=;/);
    const after = await fetch(`${api.url}/admin/leads`, { headers: { cookie } });
    expect(after.status).toBe(401);
  });

  it('ends a session after inactivity, and keeps one in use alive', async () => {
    const { cookie } = await session();
    clock += sessionLimits.idleMs - 60_000;
    expect((await fetch(`${api.url}/admin/leads`, { headers: { cookie } })).status).toBe(200);
    clock += sessionLimits.idleMs + 60_000;
    expect((await fetch(`${api.url}/admin/leads`, { headers: { cookie } })).status).toBe(401);
  });

  it(`throttles an account after ${signInLimit.failures} failures: 429 with Retry-After, even for the right password`, async () => {
    for (let attempt = 0; attempt < signInLimit.failures; attempt += 1) {
      expect((await signIn('ada@groundwork.ng', `wrong ${attempt}`)).status).toBe(401);
    }
    const throttled = await signIn('ada@groundwork.ng', password);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await throttled.json()) as { error: string }).error).toBe('throttled');
    clock += signInLimit.windowMs;
    expect((await signIn('ada@groundwork.ng', password)).status).toBe(204);
  });

  it('throttles a client trying many accounts', async () => {
    for (let attempt = 0; attempt < signInLimit.failures; attempt += 1) {
      expect((await signIn(`guess${attempt}@groundwork.ng`, password)).status).toBe(401);
    }
    expect((await signIn('ada@groundwork.ng', password)).status).toBe(429);
  });

  it('takes the CLI token from this machine for the leads and operators, not for sessions', async () => {
    const cli = { authorization: `Bearer ${adminToken}` };
    expect((await fetch(`${api.url}/admin/leads`, { headers: cli })).status).toBe(200);
    const added = await fetch(`${api.url}/admin/operators/bola%40groundwork.ng`, {
      method: 'PUT',
      headers: { ...cli, 'content-type': 'application/json' },
      body: JSON.stringify({ passwordHash: await hashPassword('another long password') }),
    });
    expect(added.status).toBe(201);
    expect((await signIn('bola@groundwork.ng', 'another long password')).status).toBe(204);
    const wrongToken = await fetch(`${api.url}/admin/leads`, {
      headers: { authorization: 'Bearer guessed' },
    });
    expect(wrongToken.status).toBe(401);
    // A signed-in operator cannot manage operators through the web.
    const { cookie, csrfToken } = await session();
    const viaWeb = await fetch(`${api.url}/admin/operators`, { headers: { cookie } });
    expect(viaWeb.status).toBe(403);
    const removed = await fetch(`${api.url}/admin/operators/bola%40groundwork.ng`, {
      method: 'DELETE',
      headers: { cookie, [csrfHeader]: csrfToken },
    });
    expect(removed.status).toBe(403);
  });

  it('refuses a malformed sign-in body with 400', async () => {
    for (const body of [
      'not json',
      '{"email":"ada@groundwork.ng"}',
      '{"email":1,"password":"x"}',
    ]) {
      const response = await fetch(`${api.url}/admin/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(400);
    }
  });

  it("answers the site's origin with credentials on /admin, and no other origin", async () => {
    const preflight = (origin: string) =>
      fetch(`${api.url}/admin/leads/1`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'PATCH',
          'access-control-request-headers': `content-type,${csrfHeader.toLowerCase()}`,
        },
      });
    const allowed = await preflight(siteOrigin);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(allowed.headers.get('access-control-allow-headers')).toContain(csrfHeader);
    // The inbox reads the name the API gives a person's export (issue 27).
    const answered = await fetch(`${api.url}/admin/leads`, { headers: { origin: siteOrigin } });
    expect(answered.headers.get('access-control-expose-headers')).toContain('Content-Disposition');

    const partner = await preflight('https://partner.example');
    expect(partner.headers.get('access-control-allow-origin')).toBeNull();
    const read = await fetch(`${api.url}/admin/leads`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(read.status).toBe(401);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();

    // The public endpoints keep answering any origin, without credentials.
    const lead = await fetch(`${api.url}/health`, {
      headers: { origin: 'https://partner.example' },
    });
    expect(lead.headers.get('access-control-allow-origin')).toBe('*');
    expect(lead.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
