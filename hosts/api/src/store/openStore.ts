import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrate } from './migrate.ts';
import { sqlStore } from './sqlStore.ts';
import type { LeadStore, Sql } from './types.ts';

/**
 * Embedded PostgreSQL in a data folder. relaxedDurability stays false, though it only changes
 * browser file systems (whose sync it defers). On Node, PGlite writes the folder itself with
 * write(2) while the commit runs, so an insert resolves after its WAL reached the OS: it survives
 * a killed process (tested with SIGKILL). Not a power cut: PGlite starts Postgres with -F (fsync
 * off) and Emscripten's NODEFS has no fsync at all.
 */
async function pgliteSql(dataDir: string): Promise<Sql> {
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir, { relaxedDurability: false });
  const connection = {
    query: async <T>(text: string, params?: unknown[]) => {
      const result = await db.query<T>(text, params);
      return { rows: result.rows };
    },
    exec: async (text: string) => {
      await db.exec(text);
    },
  };
  // PGlite is one connection: a session is the database itself.
  return { ...connection, session: (work) => work(connection), close: () => db.close() };
}

/** Any PostgreSQL server. */
function postgresSql(url: string): Sql {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
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

/** Opens the store (DATABASE_URL when given, else PGlite under dataDir) and applies migrations. */
export async function openStore(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<LeadStore> {
  const sql = options.databaseUrl
    ? postgresSql(options.databaseUrl)
    : await pgliteSql(options.dataDir);
  await migrate(sql);
  return sqlStore(sql, { sharedRateLimits: Boolean(options.databaseUrl) });
}
