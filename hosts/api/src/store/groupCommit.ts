import type { PGlite } from '@electric-sql/pglite';

/** A statement and its parameters, as Sql.query takes them. */
type Statement = { text: string; params: unknown[] };
type Job = Statement & {
  resolve(result: { rows: unknown[] }): void;
  reject(error: unknown): void;
};

/** Runs statements in one transaction; their results in order, or it throws (all rolled back). */
export type RunTogether = (statements: Statement[]) => Promise<{ rows: unknown[] }[]>;
/** Runs one statement on its own (its own commit). */
export type RunAlone = (statement: Statement) => Promise<{ rows: unknown[] }>;

/** Statements one commit carries at most. */
const maxBatch = 200;

/**
 * Group commit for a store with one connection (PGlite): a write that arrives while another
 * commit is being synced waits for it, then commits in one transaction with every other write
 * that arrived meanwhile, so one fsync acknowledges them all. A write that finds the store idle
 * goes at once, so nothing waits longer than one commit. Each promise resolves only after the
 * commit that holds its row is durable. If the shared transaction fails (one bad row rolls all
 * back), each write is tried again on its own, so only the bad one fails.
 */
export function groupCommit(together: RunTogether, alone: RunAlone) {
  const waiting: Job[] = [];
  let busy = false;

  async function run(batch: Job[]) {
    if (batch.length === 1) {
      const [job] = batch as [Job];
      await alone(job).then(job.resolve, job.reject);
      return;
    }
    try {
      const results = await together(batch);
      for (const [index, job] of batch.entries()) job.resolve(results[index] ?? { rows: [] });
    } catch {
      for (const job of batch) await alone(job).then(job.resolve, job.reject);
    }
  }

  async function drain() {
    busy = true;
    while (waiting.length > 0) await run(waiting.splice(0, maxBatch));
    busy = false;
  }

  return function query<T>(text: string, params: unknown[] = []): Promise<{ rows: T[] }> {
    return new Promise((resolve, reject) => {
      waiting.push({ text, params, resolve: resolve as Job['resolve'], reject });
      if (!busy) void drain();
    });
  };
}

/** Group commit on an embedded database: its transaction for a batch, its autocommit alone. */
export function pgliteGroupCommit(db: PGlite) {
  return groupCommit(
    (statements) =>
      db.transaction(async (tx) => {
        const results = [];
        for (const { text, params } of statements) results.push(await tx.query(text, params));
        return results;
      }),
    ({ text, params }) => db.query(text, params),
  );
}
