import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodies, post } from '../testing/fixtures.ts';
import { createApp } from './app.ts';
import { openStore } from './store/openStore.ts';
import { seedPgliteDir } from './store/pgliteTemplate.ts';
import type { LeadStore } from './store/types.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'gw-log-'));
const lines: Record<string, unknown>[] = [];
let store: LeadStore;
let server: ReturnType<typeof serve>;
let url: string;

beforeAll(async () => {
  await seedPgliteDir(join(dataDir, 'pglite'));
  store = await openStore({ dataDir: join(dataDir, 'pglite') });
  const app = createApp({
    store,
    uploadsDir: join(dataDir, 'uploads'),
    signingSecret: 'test-secret',
    rateLimitMax: 1000,
    rateLimitWindowMs: 60_000,
    trustProxy: null,
    publicUrl: () => 'http://127.0.0.1',
    log: (line) => lines.push(line),
  });
  server = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('request log', () => {
  it('has one line per request with route, status, time, kind and id, and no personal data', async () => {
    lines.length = 0;
    await post(`${url}/leads/request`, bodies.demo);
    await post(`${url}/waitlist/add`, { ...bodies.waitlist, email: 'not-an-email' });
    await post(`${url}/funding-application/create`, bodies.funding);
    expect(lines).toHaveLength(3);
    const [demo, refused, funding] = lines;
    expect(demo).toMatchObject({
      method: 'POST',
      path: '/leads/request',
      status: 201,
      kind: 'demo',
    });
    expect(demo?.lead).toEqual(expect.any(Number));
    expect(demo?.ms).toEqual(expect.any(Number));
    expect(refused).toMatchObject({ path: '/waitlist/add', status: 400 });
    expect(refused?.lead).toBeUndefined();
    expect(funding).toMatchObject({ status: 200, kind: 'funding' });

    const logged = JSON.stringify(lines);
    const personal = [bodies.demo, bodies.waitlist, bodies.funding].flatMap((body) =>
      Object.values(body).filter((value) => typeof value === 'string' && value.length > 3),
    );
    for (const value of [...personal, 'not-an-email']) expect(logged).not.toContain(value);
  });
});
