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
 * Group commit for a store with one connection (PGlite): writes commit together, in one
 * transaction and one fsync, with every other write that arrived while the previous commit ran.
 * A write that finds the store idle waits only for the event loop's turn (setImmediate): the
 * embedded database runs on this thread, so the requests already read from the sockets get to
 * add theirs first (this alone doubled the lead API's throughput, npm run bench:api). Each
 * promise resolves only after the commit that holds its row is durable. If the shared
 * transaction fails (one bad row rolls all back), each write is tried again on its own, so only
 * the bad one fails.
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
    while (waiting.length > 0) await run(waiting.splice(0, maxBatch));
    busy = false;
  }

  return function query<T>(text: string, params: unknown[] = []): Promise<{ rows: T[] }> {
    return new Promise((resolve, reject) => {
      waiting.push({ text, params, resolve: resolve as Job['resolve'], reject });
      if (!busy) {
        busy = true;
        setImmediate(() => void drain());
      }
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
