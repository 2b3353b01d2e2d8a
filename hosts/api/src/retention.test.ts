import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bodies } from '../testing/fixtures.ts';
import { describeWithPostgres, startPostgres } from '../testing/postgresCluster.ts';
import { until, webhookReceiver } from '../testing/webhookReceiver.ts';
import { retentionCutoff, runRetention } from './jobs/retention.ts';
import { startServer } from './server.ts';
import { openStore } from './store/openStore.ts';

// Issue 27 item 4: leads older than RETENTION_MONTHS are erased (rows, files, queued webhooks,
// lead.erased), by one process at a time however many run the job, on the API's clock.
const day = 24 * 60 * 60_000;
/** The fake clock: a year ahead. Leads aged 13 months are past 24 months then, not now. */
const later = () => Date.now() + 365 * day;
const fileKey = 'landingpage/5d1c8e8a-2b4f-4c3e-9a7d-0e6f1b2c3d4e.pdf';

describeWithPostgres('retention (PostgreSQL, several processes)', () => {
  let postgres: Awaited<ReturnType<typeof startPostgres>>;
  const dirs: string[] = [];
  beforeAll(async () => {
    postgres = await startPostgres();
  }, 60_000);
  afterAll(() => {
    postgres.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A database with `old` leads aged 13 months (the first a funding application with a file) and 2 young ones. */
  async function seeded(old: number) {
    const databaseUrl = await postgres.database();
    const dataDir = mkdtempSync(join(tmpdir(), 'gw-retention-'));
    dirs.push(dataDir);
    const store = await openStore({ databaseUrl, dataDir, webhooks: true });
    const funding = await store.insertLead(
      'funding',
      {
        ...bodies.funding,
        uploadedFiles: [{ Bucket: 'b', S3Key: fileKey, type: 'application/pdf', name: 'plan.pdf' }],
      },
      {},
    );
    await store.recordUpload(fileKey, 'application/pdf', 9);
    mkdirSync(join(dataDir, 'uploads', 'landingpage'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', fileKey), '%PDF-1.4 ');
    await store.close();
    const client = new pg.Client(databaseUrl);
    await client.connect();
    await client.query(
      `INSERT INTO leads (kind, payload, created_at)
       SELECT 'demo', $1::jsonb, now() - interval '13 months' - n * interval '1 minute'
       FROM generate_series(1, $2::int) AS n`,
      [JSON.stringify(bodies.demo), old - 1],
    );
    await client.query("UPDATE leads SET created_at = now() - interval '13 months' WHERE id = $1", [
      funding.lead.id,
    ]);
    await client.query(
      "INSERT INTO leads (kind, payload) VALUES ('waitlist', $1), ('contact', $2)",
      [JSON.stringify(bodies.waitlist), JSON.stringify(bodies.contact)],
    );
    const { rows } = await client.query<{ id: string; young: boolean }>(
      "SELECT id, created_at > now() - interval '1 day' AS young FROM leads ORDER BY id",
    );
    const ids = (young: boolean) =>
      rows.filter((row) => row.young === young).map((row) => Number(row.id));
    return { databaseUrl, dataDir, client, oldIds: ids(false), youngIds: ids(true) };
  }

  /** What the erasures left in the database: leads, the audit's ids and lead.erased's ids. */
  async function aftermath(client: pg.Client) {
    const leads = await client.query<{ id: string }>('SELECT id FROM leads ORDER BY id');
    const audit = await client.query<{ operator: string; detail: { leads: number[] } }>(
      "SELECT operator, detail FROM audit_log WHERE action = 'retention.erase' ORDER BY id",
    );
    const events = await client.query<{ event: { leadIds: number[] } }>(
      "SELECT event FROM webhook_deliveries WHERE event->>'type' = 'lead.erased' ORDER BY seq",
    );
    return {
      leads: leads.rows.map((row) => Number(row.id)),
      operators: [...new Set(audit.rows.map((row) => row.operator))],
      audited: audit.rows.flatMap((row) => row.detail.leads),
      announced: events.rows.flatMap((row) => row.event.leadIds),
    };
  }

  it('two processes running it at once erase each old lead once, on the fake clock; young leads stay', async () => {
    const { databaseUrl, dataDir, client, oldIds, youngIds } = await seeded(1_200);
    const [a, b] = await Promise.all([
      openStore({ databaseUrl, dataDir, webhooks: true }),
      openStore({ databaseUrl, dataDir, webhooks: true }),
    ]);
    try {
      const context = (store: typeof a) => ({
        store,
        uploadsDir: join(dataDir, 'uploads'),
        log: () => {},
      });
      // On the real clock nothing is 24 months old.
      expect(await a.people.expired(retentionCutoff(24, new Date()), 10)).toEqual([]);
      const runs = await Promise.all([
        runRetention(context(a), 24, new Date(later())),
        runRetention(context(b), 24, new Date(later())),
      ]);
      const erased = runs.flatMap((run) => run ?? []);
      expect(erased.sort((x, y) => x - y)).toEqual(oldIds);
      const after = await aftermath(client);
      expect(after.leads).toEqual(youngIds);
      expect(after.audited.sort((x, y) => x - y)).toEqual(oldIds);
      expect(after.announced.sort((x, y) => x - y)).toEqual(oldIds);
      expect(after.operators).toEqual(['retention']);
      expect(existsSync(join(dataDir, 'uploads', fileKey))).toBe(false);
      expect(await a.uploadedType(fileKey)).toBeNull();
    } finally {
      await Promise.all([a.close(), b.close(), client.end()]);
    }
  }, 60_000);

  it('runs in the API at start, in every instance, erases each lead once and delivers lead.erased once', async () => {
    const { databaseUrl, dataDir, client, oldIds, youngIds } = await seeded(30);
    const hooks = await webhookReceiver(true);
    const start = () =>
      startServer({
        port: 0,
        dataDir,
        databaseUrl,
        logLevel: 'silent',
        retentionMonths: 24,
        now: later,
        webhook: { url: hooks.url, secret: 'a-webhook-secret-of-some-length', intervalMs: 25 },
      });
    const servers = await Promise.all([start(), start()]);
    try {
      await until(async () => (await aftermath(client)).leads.length === youngIds.length, 20_000);
      const after = await aftermath(client);
      expect(after.leads).toEqual(youngIds);
      expect(after.audited.sort((x, y) => x - y)).toEqual(oldIds);
      expect(after.operators).toEqual(['retention']);
      // Both instances deliver from the one queue: each event once.
      await until(() => hooks.accepted.some((event) => event.type === 'lead.erased'));
      await new Promise((resolve) => setTimeout(resolve, 500));
      const erased = hooks.accepted.filter((event) => event.type === 'lead.erased');
      expect(erased.map((event) => event.leadIds)).toEqual([oldIds]);
      const eventIds = hooks.accepted.map((event) => event.id);
      expect(new Set(eventIds).size).toBe(eventIds.length);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      await Promise.all([client.end(), hooks.close()]);
    }
  }, 60_000);

  it('keeps everything with RETENTION_MONTHS 0', async () => {
    const { databaseUrl, dataDir, client, oldIds, youngIds } = await seeded(3);
    const server = await startServer({
      port: 0,
      dataDir,
      databaseUrl,
      logLevel: 'silent',
      retentionMonths: 0,
      now: later,
    });
    // Time for a pass at start, had one begun.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await server.close();
    expect((await aftermath(client)).leads).toEqual([...oldIds, ...youngIds].sort((x, y) => x - y));
    await client.end();
  }, 60_000);
});
