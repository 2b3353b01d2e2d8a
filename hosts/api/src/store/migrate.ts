import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathFromModule } from '../modulePath.ts';
import type { Sql } from './types.ts';

const migrationsDir = pathFromModule('../../migrations/', import.meta.url);
const migrationName = /^\d{3}_[a-z0-9_]+\.sql$/;

/**
 * Applies the SQL files of hosts/api/migrations in name order, each once. A file and its row in
 * schema_migrations commit together, so a crash mid-migration leaves it pending, not half-recorded.
 */
export async function migrate(sql: Sql): Promise<string[]> {
  await sql.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const { rows } = await sql.query<{ name: string }>('SELECT name FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.name));
  const pending = readdirSync(migrationsDir)
    .filter((name) => migrationName.test(name) && !applied.has(name))
    .sort();
  for (const name of pending) {
    // The name is safe to inline: it matched migrationName. ON CONFLICT: another instance won.
    await sql.exec(
      `BEGIN; ${readFileSync(join(migrationsDir, name), 'utf8')};
       INSERT INTO schema_migrations (name) VALUES ('${name}') ON CONFLICT DO NOTHING; COMMIT;`,
    );
  }
  return pending;
}
