import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { consentHeader, idempotencyKeyHeader } from '@gw/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodies, post } from '../testing/fixtures.ts';
import { operatorSession } from '../testing/operatorSession.ts';
import { toLines } from './cli/format.ts';
import { pathFromModule } from './modulePath.ts';
import { type RunningServer, startServer } from './server.ts';
import { openStore } from './store/openStore.ts';
import { seedPgliteDir } from './store/pgliteTemplate.ts';
import type { LeadRow } from './store/types.ts';

// Issue 27: every lead stores what its visitor was shown and chose, sent beside the body; without
// it the lead is stored all the same, as "no notice shown". Proven in the inbox, webhook and CSV.
const dataDir = mkdtempSync(join(tmpdir(), 'gw-consent-'));
const version = '2026-11-26';
let api: RunningServer;
let read: Record<string, string>;
const delivered: { lead: LeadRow }[] = [];
let receiver: Server;

const withConsent = (given: unknown) => ({
  [consentHeader]: encodeURIComponent(JSON.stringify(given)),
});
const fromPartner = {
  'x-gw-attribution': encodeURIComponent(
    JSON.stringify({
      pageUrl: 'https://ndba.example/build',
      partner: 'ndba-lagos',
      surface: 'widget',
    }),
  ),
};

/** Posts a demo request and returns the stored lead. */
async function stored(headers: Record<string, string>, body: object = bodies.demo) {
  const answer = await post(`${api.url}/leads/request`, body, headers);
  expect(answer.status).toBe(201);
  const id = (answer.json as { data: { id: number } }).data.id;
  const lead = (await api.store.listLeads()).find((row) => row.id === id);
  if (!lead) throw new Error(`lead ${id} not stored`);
  return lead;
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      delivered.push(JSON.parse(body));
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  await seedPgliteDir(join(dataDir, 'pglite'));
  api = await startServer({
    port: 0,
    dataDir,
    logLevel: 'silent',
    webhook: { url, secret: 'a-webhook-secret-of-some-length', intervalMs: 25 },
  });
  ({ read } = await operatorSession(api.url, api.store));
}, 60_000);
afterAll(async () => {
  await api.close();
  await new Promise((resolve) => receiver.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the consent record', () => {
  it('stores the notice version, the marketing choice, the time, the page and the partner', async () => {
    const at = new Date(Date.now() - 90_000).toISOString();
    const lead = await stored({
      ...fromPartner,
      ...withConsent({ notice: version, marketing: true, at }),
    });
    expect(lead.consent).toEqual({
      notice: version,
      marketing: true,
      at,
      page: 'https://ndba.example/build',
      partner: 'ndba-lagos',
    });
  });

  it('stores a lead sent without a notice (a direct call, an older widget) as "no notice shown", never refused', async () => {
    const before = Date.now();
    for (const headers of [
      {},
      { [consentHeader]: '%E0%A4%A' },
      withConsent({ notice: { v: 1 } }),
    ]) {
      const lead = await stored(headers);
      expect(lead.consent).toMatchObject({ notice: null, marketing: false });
      expect(Date.parse(lead.consent.at)).toBeGreaterThanOrEqual(before - 1_000);
      expect(Date.parse(lead.consent.at)).toBeLessThanOrEqual(Date.now() + 1_000);
    }
  });

  it('is no part of the request: a resend with a later time is the same submission, the first record kept', async () => {
    const key = crypto.randomUUID();
    const first = {
      notice: version,
      marketing: false,
      at: new Date(Date.now() - 60_000).toISOString(),
    };
    const body = { ...bodies.demo, email: 'resend@adaezehomes.ng' };
    const lead = await stored({ [idempotencyKeyHeader]: key, ...withConsent(first) }, body);
    const again = await post(`${api.url}/leads/request`, body, {
      [idempotencyKeyHeader]: key,
      ...withConsent({ ...first, marketing: true, at: new Date().toISOString() }),
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((again.json as { data: { id: number } }).data.id).toBe(lead.id);
    const rows = (await api.store.listLeads()).filter((row) => row.payload.email === body.email);
    expect(rows.map((row) => row.consent)).toEqual([first]);
  });

  it('is shown in the inbox, which filters the leads with no notice shown (consent=none)', async () => {
    const page = await fetch(`${api.url}/admin/leads?limit=200`, { headers: read });
    const { data } = (await page.json()) as { data: LeadRow[] };
    expect(data.every((lead) => typeof lead.consent.at === 'string')).toBe(true);
    const none = await fetch(`${api.url}/admin/leads?consent=none&limit=200`, { headers: read });
    const flagged = ((await none.json()) as { data: LeadRow[] }).data;
    expect(flagged.length).toBe(3);
    expect(flagged.every((lead) => lead.consent.notice === null)).toBe(true);
    expect(data.filter((lead) => lead.consent.notice === null).map((lead) => lead.id)).toEqual(
      flagged.map((lead) => lead.id),
    );
    const given = data.find((lead) => lead.consent.marketing);
    const one = await fetch(`${api.url}/admin/leads/${given?.id}`, { headers: read });
    expect(((await one.json()) as LeadRow).consent).toEqual(given?.consent);
    const bad = await fetch(`${api.url}/admin/leads?consent=yes`, { headers: read });
    expect(bad.status).toBe(400);
  });

  it('travels in the webhook body', async () => {
    const leads = await api.store.listLeads();
    const end = Date.now() + 8_000;
    while (delivered.length < leads.length && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    for (const lead of leads) {
      const event = delivered.find((hit) => hit.lead.id === lead.id);
      expect(event?.lead.consent, `lead ${lead.id}`).toEqual(lead.consent);
    }
  });

  it('has its columns in the CSV export, and its marker in `leads list`', async () => {
    const csv = await (await fetch(`${api.url}/admin/leads/export.csv`, { headers: read })).text();
    const [header = '', ...rows] = csv.trim().split('\n');
    const columns = header.split(',');
    const cell = (row: string, name: string) => row.split(',')[columns.indexOf(name)];
    expect(columns.slice(-3)).toEqual(['consent_notice', 'consent_marketing', 'consent_at']);
    const leads = await api.store.listLeads();
    const byId = new Map(rows.map((row) => [Number(row.split(',')[0]), row]));
    for (const lead of leads) {
      const row = byId.get(lead.id) ?? '';
      expect(cell(row, 'consent_notice')).toBe(lead.consent.notice ?? 'no notice shown');
      expect(cell(row, 'consent_marketing')).toBe(lead.consent.marketing ? 'yes' : 'no');
      expect(cell(row, 'consent_at')).toBe(lead.consent.at);
    }
    const lines = toLines(leads).split('\n');
    expect(lines.filter((line) => line.endsWith('NO NOTICE SHOWN'))).toHaveLength(3);
    expect(lines.some((line) => line.endsWith(`notice ${version}, marketing yes`))).toBe(true);
  });
});

describe('migration 009', () => {
  it('records "no notice shown" at their own time for the leads stored before it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gw-consent-migration-'));
    try {
      const pglite = join(dir, 'pglite');
      await seedPgliteDir(pglite);
      // The database as it stood before 009: its migrations applied and one lead stored.
      const migrations = pathFromModule('../migrations/', import.meta.url);
      const db = await PGlite.create(pglite);
      await db.exec(
        'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      for (const name of readdirSync(migrations)
        .filter((file) => file < '009')
        .sort()) {
        await db.exec(readFileSync(join(migrations, name), 'utf8'));
        await db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      }
      await db.query(
        "INSERT INTO leads (kind, payload, attribution, created_at) VALUES ('demo', $1, '{}', '2026-03-01T09:30:00.123Z')",
        [JSON.stringify(bodies.demo)],
      );
      await db.close();
      const store = await openStore({ dataDir: pglite });
      try {
        const [old] = await store.listLeads();
        expect(old?.consent).toEqual({
          notice: null,
          marketing: false,
          at: '2026-03-01T09:30:00.123Z',
        });
        const page = await store.inbox.page({ noNotice: true }, null, 10);
        expect(page.leads.map((lead) => lead.id)).toEqual([old?.id]);
      } finally {
        await store.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
