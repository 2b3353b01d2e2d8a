import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { idempotencyKeyHeader, modeHeader } from '@gw/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodies, post } from '../testing/fixtures.ts';
import { operatorSession } from '../testing/operatorSession.ts';
import { leadsCli } from '../testing/spawnApi.ts';
import { until, type WebhookReceiver, webhookReceiver } from '../testing/webhookReceiver.ts';
import { type RunningServer, startServer } from './server.ts';
import { seedPgliteDir } from './store/pgliteTemplate.ts';

// Issue 28 item 3: a lead sent in test mode (X-Gw-Mode: test) goes through everything a real
// one does, is stored flagged, answers `test: true`, and stays out of the inbox's default view,
// its counts, the CSV and the webhooks unless asked for.
const secret = 'a-webhook-secret-of-some-length';
const dataDirs: string[] = [];
const testMode = { [modeHeader]: 'test' };
const tester = { ...bodies.demo, email: 'tester@partner.ng', businessName: 'Partner QA' };

async function start(hooks: WebhookReceiver, testLeads?: boolean): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gw-test-mode-'));
  dataDirs.push(dataDir);
  await seedPgliteDir(join(dataDir, 'pglite'));
  return startServer({
    port: 0,
    dataDir,
    logLevel: 'silent',
    webhook: { url: hooks.url, secret, retryBaseMs: 40, intervalMs: 25, testLeads },
  });
}

const leadIdsOf = (bodies: Record<string, unknown>[]) =>
  bodies.map((body) => (body.lead as { id: number } | undefined)?.id ?? body.leadIds);

let hooks: WebhookReceiver;
let api: RunningServer;
let read: Record<string, string>;
let testId: number;
let realId: number;

beforeAll(async () => {
  hooks = await webhookReceiver(true);
  api = await start(hooks);
  ({ read } = await operatorSession(api.url, api.store));
  const test = await post(`${api.url}/leads/request`, tester, testMode);
  const real = await post(`${api.url}/leads/request`, bodies.demo);
  testId = test.json.data.id;
  realId = real.json.data.id;
});
afterAll(async () => {
  await api.close();
  await hooks.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const inbox = async (query = '') => {
  const response = await fetch(`${api.url}/admin/leads${query}`, { headers: read });
  return (await response.json()) as {
    data: { id: number; test?: boolean }[];
    counts: Record<string, number>;
  };
};

describe('test mode in the API', () => {
  it('answers test: true for a test lead only; a real answer is exactly spec §7', async () => {
    const test = await post(`${api.url}/waitlist/add`, bodies.waitlist, testMode);
    expect(test.status).toBe(201);
    expect(test.json).toEqual({
      data: { id: expect.any(Number) },
      message: 'Added to the waitlist',
      test: true,
    });
    const real = await post(`${api.url}/waitlist/add`, {
      ...bodies.waitlist,
      email: 'real@example.ca',
    });
    expect(real.json).toEqual({
      data: { id: expect.any(Number) },
      message: 'Added to the waitlist',
    });
  });

  it('validates a test lead as a real one', async () => {
    const refused = await post(`${api.url}/leads/request`, { ...tester, email: 'no' }, testMode);
    expect(refused.status).toBe(400);
    expect(refused.json).not.toHaveProperty('test');
  });

  it('stores it flagged as test, the real lead unflagged', async () => {
    const leads = await api.store.listLeads({ kind: 'demo' });
    expect(leads.find((lead) => lead.id === testId)).toMatchObject({ test: true });
    expect(leads.find((lead) => lead.id === realId)).not.toHaveProperty('test');
  });

  it('leaves test leads out of the default inbox and its counts; test=true shows them only', async () => {
    const real = await inbox();
    expect(real.data.map((lead) => lead.id)).toContain(realId);
    expect(real.data.map((lead) => lead.id)).not.toContain(testId);
    expect(real.counts.demo).toBe(1);
    const test = await inbox('?test=true');
    expect(test.data.map((lead) => lead.id)).toContain(testId);
    expect(test.data.every((lead) => lead.test === true)).toBe(true);
    expect(test.counts.demo).toBe(1);
    const one = await fetch(`${api.url}/admin/leads/${testId}`, { headers: read });
    expect(await one.json()).toMatchObject({ id: testId, test: true });
    const wrong = await fetch(`${api.url}/admin/leads?test=maybe`, { headers: read });
    expect(wrong.status).toBe(400);
  });

  it('leaves them out of the CSV unless asked for', async () => {
    const csv = (query: string) =>
      fetch(`${api.url}/admin/leads/export.csv${query}`, { headers: read }).then((r) => r.text());
    const real = await csv('');
    expect(real).toContain(bodies.demo.email);
    expect(real).not.toContain(tester.email);
    const test = await csv('?test=true');
    expect(test).toContain(tester.email);
    expect(test).not.toContain(bodies.demo.email);
  });

  it('queues no webhook delivery for a test lead: the receiver gets the real one only', async () => {
    await until(() => hooks.accepted.length >= 1);
    // Long enough for the deliverer (every 25 ms) to have sent a queued test lead.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(leadIdsOf(hooks.accepted)).not.toContain(testId);
    expect(leadIdsOf(hooks.accepted)).toContain(realId);
    const one = await fetch(`${api.url}/admin/leads/${testId}`, { headers: read });
    expect(((await one.json()) as { webhook: unknown }).webhook).toBeNull();
  });

  it('replays a test lead under its key as stored, test: true again', async () => {
    const key = { [idempotencyKeyHeader]: crypto.randomUUID(), ...testMode };
    const body = { ...tester, email: 'replay@partner.ng' };
    const first = await post(`${api.url}/leads/request`, body, key);
    const again = await post(`${api.url}/leads/request`, body, key);
    expect(again.json).toEqual(first.json);
    expect(again.json.test).toBe(true);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(
      (await inbox('?test=true')).data.filter((l) => l.id === first.json.data.id),
    ).toHaveLength(1);
  });

  it('erases test leads with the address; lead.erased names no test lead never delivered', async () => {
    const before = hooks.accepted.length;
    const erased = await api.store.people.erase(tester.email, 'ops@groundwork.ng', new Date());
    expect(erased.leads).toEqual([testId]);
    expect((await inbox('?test=true')).data.map((lead) => lead.id)).not.toContain(testId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hooks.accepted.slice(before)).toEqual([]);
  });

  it('lets a partner page send the X-Gw-Mode header (CORS)', async () => {
    const preflight = await fetch(`${api.url}/leads/request`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-gw-mode',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'x-gw-mode',
    );
  });
});

describe('WEBHOOK_TEST_LEADS=true', () => {
  it('delivers test leads too, their lead saying test: true', async () => {
    const receiver = await webhookReceiver(true);
    const server = await start(receiver, true);
    try {
      const stored = await post(`${server.url}/leads/request`, tester, testMode);
      await until(() => receiver.accepted.length >= 1);
      expect(receiver.accepted[0]).toMatchObject({
        type: 'lead.created',
        lead: { id: stored.json.data.id, test: true },
      });
    } finally {
      await server.close();
      await receiver.close();
    }
  });
});

describe('the leads CLI', () => {
  it('lists and exports the real leads; --test the test leads only', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gw-test-mode-cli-'));
    dataDirs.push(dataDir);
    await seedPgliteDir(join(dataDir, 'pglite'));
    const server = await startServer({ port: 0, dataDir, logLevel: 'silent' });
    await post(`${server.url}/leads/request`, tester, testMode);
    await post(`${server.url}/leads/request`, bodies.demo);
    await server.close();
    const real = (await leadsCli(dataDir, 'list')).stdout;
    expect(real).toMatch(/^1 lead$/m);
    expect(real).toContain(bodies.demo.email);
    const test = (await leadsCli(dataDir, 'list', '--test')).stdout;
    expect(test).toMatch(/^1 lead$/m);
    expect(test).toContain(tester.email);
    const csv = (await leadsCli(dataDir, 'export', '--test')).stdout;
    expect(csv).toContain(tester.email);
    expect(csv).not.toContain(bodies.demo.email);
  });
});
