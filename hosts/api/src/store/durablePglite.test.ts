import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDurablePglite } from './durablePglite.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'gw-durable-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('embedded Postgres durability', () => {
  it('runs with fsync on and syncs the disk before a commit resolves', async () => {
    let syncs = 0;
    const db = await openDurablePglite(dataDir, () => {
      syncs += 1;
    });
    try {
      const settings = await db.query<{ fsync: string }>('SHOW fsync');
      expect(settings.rows[0]?.fsync).toBe('on');
      await db.exec('CREATE TABLE probe (id serial PRIMARY KEY)');
      const before = syncs;
      await db.query('INSERT INTO probe DEFAULT VALUES');
      expect(syncs).toBeGreaterThan(before);
    } finally {
      await db.close();
    }
  });
});
