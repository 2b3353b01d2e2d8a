import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathFromModule } from '../modulePath.ts';
import type { Sql } from './types.ts';

const migrationsDir = pathFromModule('../../migrations/', import.meta.url);

/** Applies the SQL files of hosts/api/migrations in name order, each once, recorded in a table. */
export async function migrate(sql: Sql): Promise<string[]> {
  await sql.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const { rows } = await sql.query<{ name: string }>('SELECT name FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.name));
  const pending = readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql') && !applied.has(name))
    .sort();
  for (const name of pending) {
    await sql.exec(`BEGIN; ${readFileSync(join(migrationsDir, name), 'utf8')}; COMMIT;`);
    await sql.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
  }
  return pending;
}
