import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bodies, post } from '../testing/fixtures.ts';
import { startTestServer } from '../testing/index.ts';
import { describeWithPostgres, startPostgres } from '../testing/postgresCluster.ts';
import { spawnApi } from '../testing/spawnApi.ts';
import { pathFromModule } from './modulePath.ts';

const run = promisify(execFile);

// The DATABASE_URL driver against a real PostgreSQL server (initdb/pg_ctl on PATH or Debian's
// /usr/lib/postgresql/<version>/bin): missing, it fails, naming what to install.
describeWithPostgres('with DATABASE_URL (PostgreSQL server)', () => {
  let postgres: Awaited<ReturnType<typeof startPostgres>>;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(() => postgres.stop());

  it('stores leads, records its migrations and keeps the leads across a restart', async () => {
    const databaseUrl = await postgres.database();
    const first = await startTestServer({ databaseUrl: databaseUrl });
    expect((await post(`${first.url}/leads/request`, bodies.demo)).status).toBe(201);
    await first.close();
    const second = await startTestServer({ databaseUrl: databaseUrl });
    try {
      expect((await second.leads('demo')).map((lead) => lead.payload)).toEqual([bodies.demo]);
    } finally {
      await second.close();
    }
    const client = new pg.Client(databaseUrl);
    await client.connect();
    const { rows } = await client.query('SELECT name FROM schema_migrations ORDER BY name');
    await client.end();
    expect(rows.map((row) => row.name)).toEqual([
      '001_leads.sql',
      '002_rate_limit_cleanup.sql',
      '003_idempotency.sql',
      '004_upload_receipts.sql',
      '005_operators.sql',
      '006_inbox.sql',
      '007_webhooks.sql',
      '008_client_reports.sql',
      '009_consent.sql',
      '010_audit_log.sql',
      '011_data_rights.sql',
      '012_test_leads.sql',
    ]);
  });

  it('shares the rate limit between API instances on one database', async () => {
    const databaseUrl = await postgres.database();
    const [a, b] = await Promise.all([
      startTestServer({ databaseUrl: databaseUrl, rateLimitMax: 2 }),
      startTestServer({ databaseUrl: databaseUrl, rateLimitMax: 2 }),
    ]);
    try {
      const statuses = [
        (await post(`${a.url}/waitlist/add`, bodies.waitlist)).status,
        (await post(`${b.url}/waitlist/add`, bodies.waitlist)).status,
        (await post(`${a.url}/waitlist/add`, bodies.waitlist)).status,
      ];
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('lets the operator CLI read the server database directly', async () => {
    const databaseUrl = await postgres.database();
    const api = await startTestServer({ databaseUrl });
    await post(`${api.url}/leads/request`, bodies.demo);
    await post(`${api.url}/inquiries/submit-profile`, bodies.profile);
    await api.close();
    const cli = pathFromModule('./cli/leads.ts', import.meta.url);
    const { stdout } = await run(process.execPath, ['--import', 'tsx', cli, 'list'], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    expect(stdout).toMatch(/\tdemo\tAda Obi ada@adaezehomes\.ng Adaeze Homes/);
    expect(stdout).toMatch(/^2 leads$/m);
  });

  it('stores one lead when two API processes take the same Idempotency-Key at once', async () => {
    const databaseUrl = await postgres.database();
    const dataDir = mkdtempSync(join(tmpdir(), 'gw-pg-race-'));
    const env = { DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000' };
    const apis = await Promise.all([spawnApi(dataDir, env), spawnApi(dataDir, env)]);
    try {
      for (let round = 0; round < 5; round += 1) {
        const key = crypto.randomUUID();
        const body = { ...bodies.demo, email: `race${round}@example.ng` };
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, n) =>
            post(`${apis[n % 2]?.url}/leads/request`, body, { 'idempotency-key': key }),
          ),
        );
        expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
        expect(new Set(answers.map((answer) => answer.json.data.id)).size).toBe(1);
      }
      const client = new pg.Client(databaseUrl);
      await client.connect();
      const { rows } = await client.query(
        "SELECT payload->>'email' AS email, count(*)::int AS n FROM leads GROUP BY 1 ORDER BY 1",
      );
      await client.end();
      expect(rows).toEqual(
        Array.from({ length: 5 }, (_, round) => ({ email: `race${round}@example.ng`, n: 1 })),
      );
    } finally {
      for (const api of apis) api.child.kill('SIGTERM');
      await Promise.all(apis.map((api) => api.exited));
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers 503 with Retry-After, soon, while the database is down; /health says so', async () => {
    const own = await startPostgres();
    const api = await startTestServer({ databaseUrl: await own.database() });
    try {
      expect((await post(`${api.url}/leads/request`, bodies.demo)).status).toBe(201);
      own.stop();
      const started = performance.now();
      const answer = await post(`${api.url}/leads/request`, bodies.demo);
      expect(performance.now() - started).toBeLessThan(8_000);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(answer.json).toMatchObject({ error: 'database_unavailable' });
      expect(typeof answer.json.message).toBe('string');
      const health = await fetch(`${api.url}/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    } finally {
      await api.close();
    }
  });
});
