// Issue 27 item 6: attacks on operator sign-in; each test is named after the attack. Clients
// are told apart by X-Forwarded-For, the loopback being a trusted proxy here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { from, operatorAttackApi, password, siteOrigin } from '../testing/operatorAttackApi.ts';
import { hashPassword } from './http/passwords.ts';
import { accountCeiling, signInLimit } from './http/signInThrottle.ts';
import { trustProxyWarning } from './routes/admin.ts';
import { startServer } from './server.ts';
import { seedPgliteDir } from './store/pgliteTemplate.ts';

const ops = operatorAttackApi();

describe('attacks on sign-in throttling', () => {
  it('five wrong passwords from anywhere do not lock the operator out: the right one from another client gets in', async () => {
    const email = await ops.newOperator();
    for (let attempt = 0; attempt < signInLimit.failures; attempt += 1) {
      expect((await ops.signIn(email, `wrong ${attempt}`, from('198.51.100.66'))).status).toBe(401);
    }
    // The guesser is held, even with the right password...
    const guesser = await ops.signIn(email, password, from('198.51.100.66'));
    expect(guesser.status).toBe(429);
    expect(Number(guesser.headers.get('retry-after'))).toBeGreaterThan(0);
    // ...the operator, elsewhere, is not; and a guesser's renewed failures change nothing.
    expect((await ops.signIn(email, password, from('203.0.113.10'))).status).toBe(204);
    ops.advance(signInLimit.windowMs);
    for (let attempt = 0; attempt < signInLimit.failures; attempt += 1) {
      await ops.signIn(email, `wrong again ${attempt}`, from('198.51.100.66'));
    }
    expect((await ops.signIn(email, password, from('203.0.113.10'))).status).toBe(204);
  });

  it('distributed guessing (many clients, a few tries each) cannot lock out the browser the operator signed in with', async () => {
    const email = await ops.newOperator();
    const first = await ops.signIn(email, password, from('203.0.113.10'));
    expect(first.status).toBe(204);
    const deviceCookie = first.headers.getSetCookie().find((line) => line.startsWith('gw_device_'));
    expect(deviceCookie).toMatch(/HttpOnly/);
    expect(deviceCookie).toMatch(/SameSite=Strict/);
    expect(deviceCookie).toMatch(/Path=\/admin\/session/);
    const known = (deviceCookie ?? '').split(';')[0] ?? '';
    for (let client = 0; client < accountCeiling.failures; client += 1) {
      const guess = await ops.signIn(email, `guess ${client}`, from(`198.51.100.${client + 1}`));
      expect(guess.status).toBe(401);
    }
    // Past the account's ceiling a new device is held, even with the right password...
    expect((await ops.signIn(email, password, from('192.0.2.7'))).status).toBe(429);
    // ...the operator's own browser is not, even behind the guessers' own address.
    const operator = await ops.signIn(email, password, from('198.51.100.1', { cookie: known }));
    expect(operator.status).toBe(204);
    // A forged or another account's device cookie proves nothing.
    const forged = known.replace(/\.[\w-]+$/, '.AAAA');
    expect((await ops.signIn(email, password, from('192.0.2.7', { cookie: forged }))).status).toBe(
      429,
    );
  });

  it('a proxy the API was not told about makes everyone one client: the deployment is warned', async () => {
    expect(ops.logLines.filter((line) => line.event === 'trust_proxy_unset')).toEqual([]);
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
    const email = await ops.newOperator();
    const body = JSON.stringify({ email, password });
    const evil = await fetch(`${ops.api.url}/admin/session`, {
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
      const json = await ops.signIn(email, password, { origin });
      expect(json.status).toBe(403);
      expect(json.headers.get('set-cookie')).toBeNull();
    }
    // A simple request from the site's own origin, or with no origin at all, is not JSON.
    for (const headers of [{ origin: siteOrigin }, {}] as Record<string, string>[]) {
      const plain = await fetch(`${ops.api.url}/admin/session`, {
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
    const site = await ops.signIn(email, password, { origin: siteOrigin });
    expect(site.status).toBe(204);
    expect(site.headers.get('access-control-allow-origin')).toBe(siteOrigin);
  });
});
