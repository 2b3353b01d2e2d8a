import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodies } from '../testing/fixtures.ts';
import { createApp } from './app.ts';
import { createLogger } from './http/log.ts';
import { openStore } from './store/openStore.ts';
import { seedPgliteDir } from './store/pgliteTemplate.ts';
import type { LeadStore } from './store/types.ts';

// Once the server has begun to stop, a request that still reaches it (a kept-alive connection,
// a proxy's pooled one) must get a clear 503 with Retry-After, never a hang or a half write.
const dataDir = mkdtempSync(join(tmpdir(), 'gw-stopping-'));
let store: LeadStore;
beforeAll(async () => {
  await seedPgliteDir(join(dataDir, 'pglite'));
  store = await openStore({ dataDir: join(dataDir, 'pglite') });
});
afterAll(async () => {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('while the API stops', () => {
  it('answers 503 with Retry-After and {error, message}, and stores nothing', async () => {
    const lifecycle = { stopping: false };
    const app = createApp({
      store,
      lifecycle,
      uploadsDir: join(dataDir, 'uploads'),
      signingSecret: 'test',
      rateLimitMax: 1000,
      rateLimitWindowMs: 60_000,
      trustProxy: null,
      publicUrl: () => 'http://127.0.0.1',
      log: createLogger('silent'),
    });
    const send = () =>
      app.request('/leads/request', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(bodies.demo),
      });
    expect((await send()).status).toBe(201);
    lifecycle.stopping = true;
    const refused = await send();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({
      error: 'stopping',
      message: 'Our server cannot take requests right now. Nothing was stored; please try again.',
    });
    expect((await app.request('/health')).status).toBe(503);
    expect(await store.listLeads({ kind: 'demo' })).toHaveLength(1);
  });
});
