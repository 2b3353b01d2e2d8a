import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrate } from './migrate.ts';
import { sqlStore } from './sqlStore.ts';
import type { LeadStore, Sql } from './types.ts';

/** Embedded PostgreSQL in a data folder. Writes are fsynced (relaxedDurability stays false). */
async function pgliteSql(dataDir: string): Promise<Sql> {
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir, { relaxedDurability: false });
  return {
    query: async <T>(text: string, params?: unknown[]) => {
      const result = await db.query<T>(text, params);
      return { rows: result.rows };
    },
    exec: async (text) => {
      await db.exec(text);
    },
    close: () => db.close(),
  };
}

/** Any PostgreSQL server. */
function postgresSql(url: string): Sql {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return {
    query: async <T>(text: string, params?: unknown[]) => {
      const result = await pool.query(text, params);
      return { rows: result.rows as T[] };
    },
    exec: async (text) => {
      await pool.query(text);
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
