import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodies, post } from '../testing/fixtures.ts';
import { operatorSession } from '../testing/operatorSession.ts';
import { type RunningServer, startServer } from './server.ts';
import { seedPgliteDir } from './store/pgliteTemplate.ts';

// Issue 25: a lead a visitor's device could not send while the API answered is reported here,
// and operators see it in /health and the inbox. No personal data is kept.
const dataDir = mkdtempSync(join(tmpdir(), 'gw-client-reports-'));
let api: RunningServer;
let read: Record<string, string>;

beforeAll(async () => {
  await seedPgliteDir(join(dataDir, 'pglite'));
  api = await startServer({ port: 0, dataDir, logLevel: 'silent', rateLimitMax: 8 });
  ({ read } = await operatorSession(api.url, api.store));
}, 60_000);
afterAll(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const report = {
  kind: 'lead-not-sent',
  path: '/funding-application/create',
  reason: 'upload-failed',
  code: 'ERR_NETWORK',
  surface: 'widget',
  partner: 'ndba',
  at: '2026-11-26T10:00:00.000Z',
};

type Listing = { last24h: number; data: Record<string, unknown>[] };

describe('client reports (POST /client-reports)', () => {
  it('refuses what is not a report, and keeps nothing of it', async () => {
    for (const body of [
      { ...report, reason: 'bored' },
      { ...report, kind: 'lead' },
      { ...report, path: 'funding-application/create?email=ada@x.ng' },
      { ...report, status: 1000 },
      { ...report, path: undefined },
    ]) {
      const answer = await post(`${api.url}/client-reports`, body, { Origin: 'https://acme.ng' });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(typeof answer.json.message).toBe('string');
    }
    expect((await api.store.clientReports.latest(10)).length).toBe(0);
  });

  it('stores a report (without fields it does not know) and shows it in /health', async () => {
    const answer = await post(
      `${api.url}/client-reports`,
      { ...report, email: 'ada@adaezehomes.ng' },
      { Origin: 'https://acme.ng' },
    );
    expect(answer.status).toBe(201);
    const health = (await (await fetch(`${api.url}/health`)).json()) as {
      clientReports: { last24h: number; last: Record<string, unknown> };
    };
    expect(health.clientReports.last24h).toBe(1);
    expect(health.clientReports.last).toMatchObject({
      kind: 'lead-not-sent',
      path: '/funding-application/create',
      reason: 'upload-failed',
      code: 'ERR_NETWORK',
      status: null,
      surface: 'widget',
      partner: 'ndba',
      origin: 'https://acme.ng',
      reportedAt: '2026-11-26T10:00:00.000Z',
    });
    expect(JSON.stringify(health)).not.toContain('ada@');
  });

  it('lists reports to a signed-in operator only (GET /admin/client-reports)', async () => {
    expect((await fetch(`${api.url}/admin/client-reports`)).status).toBe(401);
    const listing = await fetch(`${api.url}/admin/client-reports`, { headers: read });
    expect(listing.status).toBe(200);
    const { last24h, data } = (await listing.json()) as Listing;
    expect(last24h).toBe(1);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ reason: 'upload-failed', path: report.path });
  });

  it('is rate-limited per client, apart from the lead budget', async () => {
    // The limit is 8 per window here; the 6 reports above (refused ones too) count.
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await post(`${api.url}/client-reports`, report)).status);
    expect(statuses).toEqual([201, 201, 429]);
    const lead = await post(`${api.url}/leads/request`, bodies.demo);
    expect(lead.status).toBe(201);
  });
});
