// The one erasure path (issue 27): an operator's erase (API or CLI) and the retention job both
// come through here, so rows, files, deliveries, lead.erased and the audit entry go together.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../http/log.ts';
import { uploadKeyPattern } from '../routes/uploads.ts';
import { personHash } from '../store/peopleStore.ts';
import type { Erased, LeadStore } from '../store/types.ts';

/** What the erasure needs besides the store. */
export type ErasureContext = {
  store: LeadStore;
  /** Where uploaded files are written (options.uploadsDir). */
  uploadsDir: string;
  log: Logger;
};

/** What POST /admin/people/erase answers. */
export type ErasureResult = { leads: number[]; files: number; webhooksCancelled: number };

/**
 * Removes the files an erasure let go, after its commit. A file that cannot be removed is
 * logged and its upload record kept: no lead names it any more, so the hourly upload sweep
 * (server.ts) removes it and its record later.
 */
export async function removeFiles(context: ErasureContext, keys: string[]): Promise<void> {
  const removed: string[] = [];
  for (const key of keys) {
    // A key this API never issued names no file it wrote (and must never name a path).
    if (!uploadKeyPattern.test(key)) continue;
    try {
      rmSync(join(context.uploadsDir, key), { force: true });
      removed.push(key);
    } catch (error) {
      context.log({
        level: 'error',
        event: 'erase_file_failed',
        key,
        error: String((error as Error).message),
        retry: 'upload sweep',
      });
    }
  }
  await context.store.people.filesRemoved(removed);
}

const toResult = (erased: Erased): ErasureResult => ({
  leads: erased.leads,
  files: erased.fileKeys.length,
  webhooksCancelled: erased.webhooksCancelled,
});

/** Erases everything held about an address, tombstones it and logs `person.erase`. */
export async function erasePerson(
  context: ErasureContext,
  email: string,
  operator: string,
  at: Date,
): Promise<ErasureResult> {
  const erased = await context.store.people.erase(email, operator, at);
  await removeFiles(context, erased.fileKeys);
  const result = toResult(erased);
  await context.store.audit.record(
    {
      operator,
      action: 'person.erase',
      target: `person:${personHash(email)}`,
      detail: {
        leads: result.leads,
        files: result.files,
        webhooksCancelled: result.webhooksCancelled,
      },
    },
    at,
  );
  return result;
}

/** Erases these leads (no tombstone: nobody asked) and logs `retention.erase` as `operator`. */
export async function eraseLeads(
  context: ErasureContext,
  ids: number[],
  operator: string,
  at: Date,
): Promise<ErasureResult> {
  const erased = await context.store.people.eraseLeads(ids, at);
  await removeFiles(context, erased.fileKeys);
  const result = toResult(erased);
  if (result.leads.length > 0) {
    await context.store.audit.record(
      { operator, action: 'retention.erase', detail: { leads: result.leads, files: result.files } },
      at,
    );
  }
  return result;
}
