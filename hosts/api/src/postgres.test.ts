import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathFromModule } from './modulePath.ts';
import { bodies, post } from './test/fixtures.ts';
import { postgresInstalled, startPostgres } from './test/postgresCluster.ts';
import { startTestServer } from './testing.ts';

const run = promisify(execFile);

// The DATABASE_URL driver against a real PostgreSQL server; needs initdb/pg_ctl on PATH.
describe.runIf(postgresInstalled)('with DATABASE_URL (PostgreSQL server)', () => {
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
    expect(rows.map((row) => row.name)).toEqual(['001_leads.sql', '002_rate_limit_cleanup.sql']);
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
});
