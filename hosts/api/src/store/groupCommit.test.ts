import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDurablePglite } from './durablePglite.ts';
import { pgliteGroupCommit } from './groupCommit.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'gw-group-commit-'));
let db: PGlite;
let syncs = 0;

beforeAll(async () => {
  db = await openDurablePglite(dataDir, () => {
    syncs += 1;
  });
  await db.exec('CREATE TABLE probe (id serial PRIMARY KEY, label text NOT NULL)');
});
afterAll(async () => {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const insert = 'INSERT INTO probe (label) VALUES ($1) RETURNING id';

describe('group commit on the embedded database', () => {
  it('stores every concurrent write, each acknowledged after a commit, with far fewer syncs', async () => {
    const write = pgliteGroupCommit(db);
    const before = syncs;
    const labels = Array.from({ length: 60 }, (_, index) => `row ${index}`);
    const results = await Promise.all(
      labels.map((label) => write<{ id: number }>(insert, [label])),
    );
    const used = syncs - before;
    expect(new Set(results.map((result) => result.rows[0]?.id)).size).toBe(60);
    const stored = await db.query<{ label: string }>(
      "SELECT label FROM probe WHERE label LIKE 'row %'",
    );
    expect(stored.rows.map((row) => row.label).sort()).toEqual([...labels].sort());
    // One write alone, then the rest in groups: a handful of commits, not sixty.
    expect(used).toBeLessThan(20);
  });

  it('fails only the bad write of a group; the others are stored once', async () => {
    const write = pgliteGroupCommit(db);
    const outcomes = await Promise.allSettled([
      write(insert, ['first']),
      write(insert, ['second']),
      write(insert, [null]),
      write(insert, ['third']),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    const stored = await db.query<{ label: string; n: number }>(
      "SELECT label, count(*)::int AS n FROM probe WHERE label IN ('first', 'second', 'third') GROUP BY label ORDER BY label",
    );
    expect(stored.rows).toEqual([
      { label: 'first', n: 1 },
      { label: 'second', n: 1 },
      { label: 'third', n: 1 },
    ]);
  });
});
