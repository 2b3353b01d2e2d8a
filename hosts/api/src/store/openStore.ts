import pg from 'pg';
import { openDurablePglite } from './durablePglite.ts';
import { pgliteGroupCommit } from './groupCommit.ts';
import { migrate } from './migrate.ts';
import { sqlStore } from './sqlStore.ts';
import type { LeadStore, Sql } from './types.ts';

/**
 * Embedded PostgreSQL in a data folder. An insert resolves once its commit is fsynced: PGlite
 * alone starts Postgres with fsync off and its Node file system cannot fsync, which survives a
 * killed process but not a power cut; openDurablePglite turns both on (see durablePglite.ts).
 */
async function pgliteSql(dataDir: string): Promise<Sql> {
  const db = await openDurablePglite(dataDir);
  const connection = {
    query: async <T>(text: string, params?: unknown[]) => {
      const result = await db.query<T>(text, params);
      return { rows: result.rows };
    },
    exec: async (text: string) => {
      await db.exec(text);
    },
  };
  const write = pgliteGroupCommit(db);
  // PGlite is one connection: a session is the database itself.
  return {
    ...connection,
    write,
    session: (work) => work(connection),
    close: () => db.close(),
  };
}

/**
 * Any PostgreSQL server. A server that is down or stuck must not hang a request: connecting gives
 * up after 5 s and a statement after 10 s, and the API answers 503 (see http/unavailable.ts).
 */
function postgresSql(url: string): Sql {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    statement_timeout: 10_000,
    query_timeout: 12_000,
  });
  // An idle connection the server drops (restart, failover) must not crash the API: the pool
  // replaces it on the next query.
  pool.on('error', (error: Error & { code?: string }) => {
    process.stderr.write(
      `${JSON.stringify({ level: 'error', event: 'postgres-idle-client', code: error.code })}\n`,
    );
  });
  const on = (client: pg.Pool | pg.PoolClient) => ({
    query: async <T>(text: string, params?: unknown[]) => {
      const result = await client.query(text, params);
      return { rows: result.rows as T[] };
    },
    exec: async (text: string) => {
      await client.query(text);
    },
  });
  return {
    ...on(pool),
    async session(work) {
      const client = await pool.connect();
      try {
        return await work(on(client));
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

type StoreLocation = { databaseUrl?: string | undefined; dataDir: string };

/**
 * Where the store is, whether each stored lead queues a webhook delivery, and whether test
 * leads do too (WEBHOOK_TEST_LEADS).
 */
type StoreOptions = StoreLocation & { webhooks?: boolean; webhookTestLeads?: boolean };

/** The database itself (DATABASE_URL when given, else PGlite under dataDir), migrated. */
export async function openSql(options: StoreLocation): Promise<Sql> {
  const sql = options.databaseUrl
    ? postgresSql(options.databaseUrl)
    : await pgliteSql(options.dataDir);
  await migrate(sql);
  return sql;
}

/** Opens the store over openSql's database. */
export async function openStore(options: StoreOptions): Promise<LeadStore> {
  return sqlStore(await openSql(options), {
    sharedRateLimits: Boolean(options.databaseUrl),
    webhooks: Boolean(options.webhooks),
    webhookTestLeads: Boolean(options.webhookTestLeads),
  });
}
