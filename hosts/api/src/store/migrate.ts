import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathFromModule } from '../modulePath.ts';
import type { Sql } from './types.ts';

const migrationsDir = pathFromModule('../../migrations/', import.meta.url);
const migrationName = /^\d{3}_[a-z0-9_]+\.sql$/;
/** Any fixed number: the advisory lock that serialises migrations across instances. */
const migrationLock = 4_711_001;

/**
 * Applies the SQL files of hosts/api/migrations in name order, each once. A file and its row in
 * schema_migrations commit together, so a crash mid-migration leaves it pending, not half-recorded.
 * Several instances may start at once on one PostgreSQL: one migrates, the others wait, then see
 * nothing pending.
 */
export async function migrate(sql: Sql): Promise<string[]> {
  return sql.session(async (session) => {
    await session.query('SELECT pg_advisory_lock($1)', [migrationLock]);
    try {
      await session.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const { rows } = await session.query<{ name: string }>('SELECT name FROM schema_migrations');
      const applied = new Set(rows.map((row) => row.name));
      const pending = readdirSync(migrationsDir)
        .filter((name) => migrationName.test(name) && !applied.has(name))
        .sort();
      for (const name of pending) {
        // The name is safe to inline: it matched migrationName.
        await session.exec(
          `BEGIN; ${readFileSync(join(migrationsDir, name), 'utf8')};
           INSERT INTO schema_migrations (name) VALUES ('${name}'); COMMIT;`,
        );
      }
      return pending;
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [migrationLock]);
    }
  });
}
