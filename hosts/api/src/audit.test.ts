import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodies } from '../testing/fixtures.ts';
import { operatorSession } from '../testing/operatorSession.ts';
import { describeWithPostgres, startPostgres } from '../testing/postgresCluster.ts';
import { cliUserHeader } from './routes/audit.ts';
import { type RunningServer, startServer } from './server.ts';
import { openSql } from './store/openStore.ts';
import { seedPgliteDir } from './store/pgliteTemplate.ts';
import type { AuditEntry, Sql } from './store/types.ts';

// Issue 27: every operator action in an append-only log, shown to operators and exportable.
const dataDir = mkdtempSync(join(tmpdir(), 'gw-audit-'));
const fileKey = 'landingpage/5d0c2a1e-8f3b-4c7d-9e21-6a4b3c2d1e0f.pdf';
const email = 'auditor@groundwork.ng';
const adminToken = 'a-cli-token-for-the-audit-test';
let api: RunningServer;
let read: Record<string, string>;
let write: Record<string, string>;
let leadId: number;

type Page = { data: AuditEntry[]; next: string | null };
const audit = async (query = '') => {
  const response = await fetch(`${api.url}/admin/audit?${query}`, { headers: read });
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
};
const newest = async () => (await audit('limit=1')).data[0];

beforeAll(async () => {
  await seedPgliteDir(join(dataDir, 'pglite'));
  api = await startServer({ port: 0, dataDir, logLevel: 'silent', adminToken });
  const funding = {
    ...bodies.funding,
    uploadedFiles: [{ S3Key: fileKey, Bucket: 'gw', type: 'application/pdf', name: 'deed.pdf' }],
  };
  leadId = (await api.store.insertLead('funding', funding, { surface: 'site' })).lead.id;
  mkdirSync(join(dataDir, 'uploads/landingpage'), { recursive: true });
  writeFileSync(join(dataDir, 'uploads', fileKey), '%PDF-1.4 title deed');
  ({ read, write } = await operatorSession(api.url, api.store, email));
}, 60_000);
afterAll(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the audit log', () => {
  it('records a sign-in by the operator’s address', async () => {
    expect(await newest()).toMatchObject({ operator: email, action: 'sign-in', target: null });
  });

  it('records a view of a lead, a file download and handled/unhandled, each naming its target', async () => {
    expect((await fetch(`${api.url}/admin/leads/${leadId}`, { headers: read })).status).toBe(200);
    expect(await newest()).toMatchObject({
      operator: email,
      action: 'lead.view',
      target: String(leadId),
    });
    expect((await fetch(`${api.url}/admin/files/${fileKey}`, { headers: read })).status).toBe(200);
    expect(await newest()).toMatchObject({ action: 'file.download', target: fileKey });
    for (const handled of [true, false]) {
      const patched = await fetch(`${api.url}/admin/leads/${leadId}`, {
        method: 'PATCH',
        headers: { ...write, 'content-type': 'application/json' },
        body: JSON.stringify({ handled }),
      });
      expect(patched.status).toBe(200);
      expect(await newest()).toMatchObject({
        operator: email,
        action: handled ? 'lead.handled' : 'lead.unhandled',
        target: String(leadId),
      });
    }
    // Nothing was done to a lead or file that does not exist: nothing logged.
    const before = (await newest())?.id;
    expect((await fetch(`${api.url}/admin/leads/999999`, { headers: read })).status).toBe(404);
    expect((await newest())?.id).toBe(before);
  });

  it('records a CSV export with its filter, but not the search text (a visitor’s name or address)', async () => {
    const query = 'kind=funding&q=musa%40kanobuild.ng&surface=site';
    const csv = await fetch(`${api.url}/admin/leads/export.csv?${query}`, { headers: read });
    expect(csv.status).toBe(200);
    const entry = await newest();
    expect(entry).toMatchObject({
      operator: email,
      action: 'leads.export-csv',
      detail: { filter: { kind: 'funding', surface: 'site', search: true }, leads: 1 },
    });
    expect(JSON.stringify(entry)).not.toContain('musa');
  });

  it('names an operator CLI by its user', async () => {
    const cli = { authorization: `Bearer ${adminToken}` };
    await fetch(`${api.url}/admin/leads/${leadId}`, {
      headers: { ...cli, [cliUserHeader]: 'ada' },
    });
    expect(await newest()).toMatchObject({ operator: 'cli:ada', action: 'lead.view' });
    await fetch(`${api.url}/admin/leads/${leadId}`, {
      headers: { ...cli, [cliUserHeader]: 'x y"=1' },
    });
    expect(await newest()).toMatchObject({ operator: 'cli:unknown', action: 'lead.view' });
  });

  it('pages newest first with a cursor, every entry once', async () => {
    for (let n = 0; n < 5; n++)
      await api.store.audit.record({
        operator: 'retention',
        action: 'retention.erase',
        target: String(n),
      });
    const all = (await audit('limit=200')).data;
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(all.map((entry) => entry.id)).toEqual(
      all.map((entry) => entry.id).sort((a, b) => b - a),
    );
    const paged: AuditEntry[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await audit(`limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.data.length).toBeLessThanOrEqual(3);
      paged.push(...page.data);
      cursor = page.next;
    } while (cursor);
    expect(paged).toEqual(all);
    for (const bad of ['limit=0', 'limit=201', 'limit=x', 'cursor=bm90LWEtY3Vyc29y']) {
      const response = await fetch(`${api.url}/admin/audit?${bad}`, { headers: read });
      expect(response.status, bad).toBe(400);
    }
  });

  it('exports the whole log as CSV, formula-safe, itself included', async () => {
    await api.store.audit.record({
      operator: 'retention',
      action: 'retention.erase',
      target: '=HYPERLINK("x")',
    });
    const response = await fetch(`${api.url}/admin/audit/export.csv`, { headers: read });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="audit-log.csv"',
    );
    const lines = (await response.text()).trim().split('\n');
    expect(lines[0]).toBe('id,at,operator,action,target,detail');
    const entries = (await audit('limit=200')).data;
    expect(lines).toHaveLength(entries.length + 1);
    expect(entries[0]).toMatchObject({ operator: email, action: 'audit.export' });
    expect(lines.at(-1)).toMatch(new RegExp(`^${entries[0]?.id},.*,${email},audit\\.export,,$`));
    expect(lines.join('\n')).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(
      entries.map((entry) => entry.id).reverse(),
    );
  });

  it('answers 401 on every /admin/audit path without a session', async () => {
    for (const path of ['/admin/audit', '/admin/audit?limit=5', '/admin/audit/export.csv']) {
      for (const headers of [{}, { cookie: 'gw_session=not-a-session' }] as Record<
        string,
        string
      >[]) {
        const response = await fetch(`${api.url}${path}`, { headers });
        expect(response.status, path).toBe(401);
        expect(await response.json()).toMatchObject({ error: 'unauthorized' });
      }
    }
  });

  it('records a sign-out by the operator’s address', async () => {
    const out = await fetch(`${api.url}/admin/session`, { method: 'DELETE', headers: write });
    expect(out.status).toBe(204);
    const { read: again } = await operatorSession(api.url, api.store, 'second@groundwork.ng');
    const page = await fetch(`${api.url}/admin/audit?limit=2`, { headers: again });
    const [signIn, signOut] = ((await page.json()) as Page).data;
    expect(signIn).toMatchObject({ operator: 'second@groundwork.ng', action: 'sign-in' });
    expect(signOut).toMatchObject({ operator: email, action: 'sign-out' });
  });
});

/** Writes an entry, then tries to change it every way SQL can: each must be refused. */
async function expectAppendOnly(sql: Sql) {
  await sql.query(
    "INSERT INTO audit_log (operator, action, target) VALUES ('a@b.ng', 'lead.view', '1')",
  );
  for (const change of [
    "UPDATE audit_log SET operator = 'someone-else'",
    'DELETE FROM audit_log',
    'TRUNCATE audit_log',
  ]) {
    await expect(sql.query(change), change).rejects.toThrow(/append-only/);
  }
  const { rows } = await sql.query<{ operator: string }>('SELECT operator FROM audit_log');
  expect(rows).toEqual([{ operator: 'a@b.ng' }]);
}

describe('migration 010', () => {
  it('keeps the log append-only: UPDATE, DELETE and TRUNCATE are refused (PGlite)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gw-audit-sql-'));
    await seedPgliteDir(join(dir, 'pglite'));
    const sql = await openSql({ dataDir: join(dir, 'pglite') });
    try {
      await expectAppendOnly(sql);
    } finally {
      await sql.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describeWithPostgres('migration 010 on a PostgreSQL server', () => {
  let postgres: Awaited<ReturnType<typeof startPostgres>>;
  beforeAll(async () => {
    postgres = await startPostgres();
  }, 60_000);
  afterAll(() => postgres.stop());

  it('keeps the log append-only: UPDATE, DELETE and TRUNCATE are refused (PostgreSQL)', async () => {
    const sql = await openSql({ databaseUrl: await postgres.database(), dataDir: '' });
    try {
      await expectAppendOnly(sql);
    } finally {
      await sql.close();
    }
  });
});
