import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodies, post } from '../testing/fixtures.ts';
import { operatorSession } from '../testing/operatorSession.ts';
import { type RunningServer, startServer } from './server.ts';
import { seedPgliteDir } from './store/pgliteTemplate.ts';

// DESIGN.md §12: the inbox's pages, one lead with its files, handled or not, the CSV export.
const dataDir = mkdtempSync(join(tmpdir(), 'gw-inbox-'));
const fileKey = 'landingpage/0b7e3c9e-3d0f-4a53-9d6e-2f1a6c1d9e01.pdf';
let api: RunningServer;
let read: Record<string, string>;
let write: Record<string, string>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  await seedPgliteDir(join(dataDir, 'pglite'));
  api = await startServer({ port: 0, dataDir, logLevel: 'silent' });
  const add = async (name: string, kind: string, payload: object, attribution: object) => {
    const stored = await api.store.insertLead(kind, payload, attribution);
    ids[name] = stored.lead.id;
  };
  await add('siteDemo', 'demo', bodies.demo, { surface: 'site' });
  await add(
    'widgetDemo',
    'demo',
    { ...bodies.demo, businessName: '100% Builders', email: 'ife@100.ng' },
    {
      surface: 'widget',
      partner: 'ndba-lagos',
    },
  );
  await add('waitlist', 'waitlist', bodies.waitlist, { surface: 'remote' });
  await add(
    'funding',
    'funding',
    {
      ...bodies.funding,
      uploadedFiles: [{ S3Key: fileKey, Bucket: 'gw', type: 'application/pdf', name: 'deed.pdf' }],
    },
    { surface: 'widget', partner: 'ndba' },
  );
  await add(
    'formula',
    'contact',
    { ...bodies.contact, firstName: '=HYPERLINK("http://x")' },
    {
      surface: 'site',
    },
  );
  mkdirSync(join(dataDir, 'uploads/landingpage'), { recursive: true });
  writeFileSync(join(dataDir, 'uploads', fileKey), '%PDF-1.4 title deed');
  ({ read, write } = await operatorSession(api.url, api.store));
});
afterAll(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Page = {
  data: { id: number; kind: string }[];
  counts: Record<string, number>;
  next: string | null;
};
async function page(query: string): Promise<Page> {
  const response = await fetch(`${api.url}/admin/leads?${query}`, { headers: read });
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
}
const idsOf = (answer: Page) => answer.data.map((lead) => lead.id);

describe('the inbox', () => {
  it('lists newest first with counts per kind, and filters by kind, partner and surface', async () => {
    const all = await page('');
    expect(idsOf(all)).toEqual(
      ['formula', 'funding', 'waitlist', 'widgetDemo', 'siteDemo'].map((name) => ids[name]),
    );
    expect(all.counts).toEqual({ demo: 2, waitlist: 1, funding: 1, contact: 1 });
    const demos = await page('kind=demo');
    expect(idsOf(demos)).toEqual([ids.widgetDemo, ids.siteDemo]);
    expect(demos.counts).toEqual(all.counts); // counts ignore the kind chosen
    expect(idsOf(await page('partner=ndba-lagos'))).toEqual([ids.widgetDemo]);
    const widgets = await page('surface=widget');
    expect(idsOf(widgets)).toEqual([ids.funding, ids.widgetDemo]);
    expect(widgets.counts).toEqual({ demo: 1, funding: 1 });
  });

  it('searches names, e-mails and companies, case-insensitively, % taken literally', async () => {
    expect(idsOf(await page('q=OKAFOR'))).toEqual([ids.waitlist]);
    expect(idsOf(await page('q=kanobuild.ng'))).toEqual([ids.funding]);
    expect(idsOf(await page(`q=${encodeURIComponent('100%')}`))).toEqual([ids.widgetDemo]);
    expect(idsOf(await page(`q=${encodeURIComponent('%')}`))).toEqual([ids.widgetDemo]);
    expect(idsOf(await page('q=nobody'))).toEqual([]);
  });

  it('filters by date range', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect(idsOf(await page(`from=${tomorrow}`))).toEqual([]);
    expect(idsOf(await page(`to=${tomorrow}`))).toHaveLength(5);
  });

  it('pages by cursor: every lead once, in order, then no next', async () => {
    const seen: number[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const answer: Page = await page(`limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...idsOf(answer));
      cursor = answer.next;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(idsOf(await page('')));
  });

  it.each([
    ['limit=0'],
    ['limit=201'],
    ['cursor=bm9uc2Vuc2U'],
    ['from=yesterday'],
    ['surface=email'],
    ['handled=maybe'],
  ])('refuses %s with 400', async (query) => {
    const response = await fetch(`${api.url}/admin/leads?${query}`, { headers: read });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('invalid_query');
  });

  it('shows one lead with every field, its attribution and its files; the file only to an operator', async () => {
    const response = await fetch(`${api.url}/admin/leads/${ids.funding}`, { headers: read });
    const lead = (await response.json()) as {
      payload: { businessName: string };
      attribution: { partner: string };
      files: { key: string; name: string; url: string }[];
      handledAt: string | null;
    };
    expect(lead.payload.businessName).toBe('Kano Build Co');
    expect(lead.attribution.partner).toBe('ndba');
    expect(lead.handledAt).toBeNull();
    expect(lead.files).toEqual([
      { key: fileKey, name: 'deed.pdf', type: 'application/pdf', url: `/admin/files/${fileKey}` },
    ]);
    const file = await fetch(`${api.url}${lead.files[0]?.url}`, { headers: read });
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('%PDF-1.4 title deed');
    expect((await fetch(`${api.url}${lead.files[0]?.url}`)).status).toBe(401);
    for (const path of ['/admin/files/landingpage/..%2F..%2Fapi.json', '/admin/files/x/y']) {
      expect((await fetch(`${api.url}${path}`, { headers: read })).status).toBe(404);
    }
    expect((await fetch(`${api.url}/admin/leads/999999`, { headers: read })).status).toBe(404);
  });

  it('marks a lead handled and unhandled (CSRF-protected); the filter follows', async () => {
    const mark = (handled: unknown, headers: Record<string, string>) =>
      fetch(`${api.url}/admin/leads/${ids.waitlist}`, {
        method: 'PATCH',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ handled }),
      });
    expect((await mark(true, read)).status).toBe(403);
    expect((await mark('yes', write)).status).toBe(400);
    const marked = await mark(true, write);
    expect(marked.status).toBe(200);
    expect(((await marked.json()) as { handledAt: string }).handledAt).toMatch(/^\d{4}-/);
    expect(idsOf(await page('handled=true'))).toEqual([ids.waitlist]);
    expect(idsOf(await page('handled=false'))).not.toContain(ids.waitlist);
    expect((await mark(false, write)).status).toBe(200);
    expect(idsOf(await page('handled=true'))).toEqual([]);
  });

  it('exports the filter as formula-safe CSV', async () => {
    const response = await fetch(`${api.url}/admin/leads/export.csv?surface=site`, {
      headers: read,
    });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="leads.csv"');
    const lines = (await response.text()).trim().split('\n');
    expect(lines).toHaveLength(3); // header, the contact, the site demo
    expect(lines.join('\n')).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines.join('\n')).not.toContain('ndba');
  });

  it('announces a new lead on /admin/events within 5 s; only to an operator', async () => {
    expect((await fetch(`${api.url}/admin/events`)).status).toBe(401);
    const abort = new AbortController();
    const response = await fetch(`${api.url}/admin/events`, {
      headers: read,
      signal: abort.signal,
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (pattern: RegExp) => {
      while (!pattern.test(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${pattern}`);
        text += decoder.decode(value, { stream: true });
      }
    };
    try {
      await readUntil(/event: ready\n/);
      const started = Date.now();
      expect((await post(`${api.url}/waitlist/add`, bodies.waitlist)).status).toBe(201);
      await readUntil(/event: lead\ndata: .*\nid: \d+\n/);
      expect(Date.now() - started).toBeLessThan(5_000);
      const data = /event: lead\ndata: (.*)\n/.exec(text)?.[1] ?? '{}';
      const lead = JSON.parse(data) as { kind: string; payload: { email: string } };
      expect(lead.kind).toBe('waitlist');
      expect(lead.payload.email).toBe(bodies.waitlist.email);
    } finally {
      abort.abort();
    }
  });
});
