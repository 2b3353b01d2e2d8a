import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodies, post } from '../testing/fixtures.ts';
import { operatorSession } from '../testing/operatorSession.ts';
import { type RunningServer, startServer } from './server.ts';
import { seedPgliteDir } from './store/pgliteTemplate.ts';
import { signatureHeader, verify } from './webhooks/signature.ts';

// DESIGN.md §12: every stored lead POSTed to WEBHOOK_URL, signed, retried until a 2xx, from a
// queue in the database that survives a restart.
const secret = 'a-webhook-secret-of-some-length';
const dataDir = mkdtempSync(join(tmpdir(), 'gw-webhooks-'));
type Received = { body: string; eventId: string; signature: string };

/** A receiver that answers the statuses given, in turn, then 200. */
function receiver(statuses: number[]) {
  const received: Received[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({
        body,
        eventId: String(request.headers['x-gw-event-id']),
        signature: String(request.headers[signatureHeader.toLowerCase()]),
      });
      response.writeHead(statuses.shift() ?? 200).end();
    });
  });
  return new Promise<{ url: string; received: Received[]; close(): Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

const start = (url: string) =>
  startServer({
    port: 0,
    dataDir,
    logLevel: 'silent',
    // Retries every 40–200 ms here (1 s doubling to 1 h in production).
    webhook: { url, secret, retryBaseMs: 40, maxDelayMs: 200, intervalMs: 25 },
  });

async function until(check: () => boolean, ms = 8_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(() => seedPgliteDir(join(dataDir, 'pglite')));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('webhooks', () => {
  it('retries a failing receiver until it accepts, signed, with one event id; the inbox shows it', async () => {
    const hooks = await receiver([500, 503]);
    const api = await start(hooks.url);
    try {
      const stored = await post(`${api.url}/leads/request`, bodies.demo);
      expect(stored.status).toBe(201);
      await until(() => hooks.received.length === 3);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(hooks.received).toHaveLength(3); // nothing after the 2xx
      const [first] = hooks.received;
      expect(new Set(hooks.received.map((hit) => hit.eventId)).size).toBe(1);
      for (const hit of hooks.received) {
        expect(verify(secret, hit.body, hit.signature, Math.floor(Date.now() / 1000))).toBe(true);
        expect(verify('another secret entirely', hit.body, hit.signature, Date.now() / 1000)).toBe(
          false,
        );
      }
      const event = JSON.parse(first?.body ?? '{}') as {
        id: string;
        type: string;
        lead: { id: number; kind: string; payload: { email: string } };
      };
      expect(event.id).toBe(first?.eventId);
      expect(event.type).toBe('lead.created');
      expect(event.lead.kind).toBe('demo');
      expect(event.lead.payload.email).toBe(bodies.demo.email);

      const { read } = await operatorSession(api.url, (api as RunningServer).store);
      const detail = await fetch(`${api.url}/admin/leads/${event.lead.id}`, { headers: read });
      const { webhook } = (await detail.json()) as {
        webhook: { attempts: number; lastStatus: number; deliveredAt: string | null };
      };
      expect(webhook).toMatchObject({ attempts: 3, lastStatus: 200 });
      expect(webhook.deliveredAt).toMatch(/^\d{4}-/);
    } finally {
      await api.close();
      await hooks.close();
    }
  });

  it('loses nothing across a restart: queued while the receiver is down, delivered in order after', async () => {
    const down = await receiver([]);
    await down.close(); // its port now refuses connections
    let api = await start(down.url);
    for (const [path, body] of [
      ['/waitlist/add', bodies.waitlist],
      ['/inquiries/contact-us', bodies.contact],
      ['/leads/request', bodies.demo],
    ] as const) {
      expect([200, 201]).toContain((await post(`${api.url}${path}`, body)).status);
    }
    const ids = (await api.store.listLeads()).slice(-3).map((lead) => lead.id);
    await api.close();

    const hooks = await receiver([]);
    api = await start(hooks.url);
    try {
      await until(() => hooks.received.length >= 3);
      const delivered = hooks.received.map(
        (hit) => (JSON.parse(hit.body) as { lead: { id: number } }).lead.id,
      );
      expect(delivered).toEqual(ids);
    } finally {
      await api.close();
      await hooks.close();
    }
  });
});
