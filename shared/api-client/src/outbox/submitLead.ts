import { type Attribution, apiBaseUrl, outboxTimings } from '@gw/config';
import { attributionHeaders } from '../attribution.ts';
import type { Answer } from '../catalogue/answers.ts';
import { outboxMessages } from '../catalogue/outbox.ts';
import { deliverEntry } from './deliverEntry.ts';
import { keepSending, startOutbox as startKeeping } from './outbox.ts';
import { type OutboxEntry, type PendingDocument, removeEntry, saveEntry } from './outboxStore.ts';

/**
 * What a lead submit came to, for every lead form alike: `ok` when the API stored it, `saved`
 * when it waits on this device for the connection, and the message the visitor is shown.
 */
export type LeadOutcome = { ok: boolean; saved: boolean; message: string };

/** How a form reads the API's answer (its spec §8 messages). */
export type ReadAnswer = (answer: Answer) => { ok: boolean; message: string };

export interface LeadSubmission {
  /** The Idempotency-Key, made when Submit was pressed and kept for the retries. */
  key: string;
  /** The lead path under the API base, e.g. '/leads/request'. */
  path: string;
  body: object;
  apiBase?: string | undefined;
  /** A full URL instead of apiBase + path (the teaser's spreadsheet service). */
  url?: string | undefined;
  attribution?: Attribution | undefined;
  /** Documents still to upload (funding), sent before the lead when the connection is back. */
  documents?: PendingDocument[] | undefined;
}

export interface SubmitResult {
  outcome: LeadOutcome;
  /** When the lead was saved on this device: its outcome once the API has it. */
  later?: Promise<LeadOutcome> | undefined;
}

function entryOf(submission: LeadSubmission): OutboxEntry {
  const apiBase = submission.apiBase ?? apiBaseUrl;
  return {
    key: submission.key,
    url: submission.url ?? `${apiBase}${submission.path}`,
    // Read now: the attribution names the page the visitor was on when they pressed Submit.
    headers: attributionHeaders(submission.attribution),
    body: { ...submission.body },
    documents: submission.documents?.length ? submission.documents : undefined,
    uploadBase: apiBase,
    createdAt: Date.now(),
  };
}

/**
 * The one submit of every lead form (DESIGN.md §10): sends the lead with its Idempotency-Key;
 * an answer is read by the form's catalogue; no answer, a timeout, a 5xx, 408 or 429 keeps the
 * lead on this device (IndexedDB) and sends it again until the API has it.
 */
export async function submitLead(
  submission: LeadSubmission,
  read: ReadAnswer,
): Promise<SubmitResult> {
  const entry = entryOf(submission);
  // Kept before the first try, so a tab closed mid-request still sends it on the next page.
  await saveEntry(entry);
  const delivery = await deliverEntry(entry);
  if (delivery.answered) {
    await removeEntry(entry.key);
    return { outcome: { ...read(delivery.answer), saved: false } };
  }
  startKeeping();
  const answer = keepSending(entry, delivery.retryAfterMs ?? outboxTimings.retryMin);
  return {
    outcome: { ok: false, saved: true, message: outboxMessages.saved },
    later: answer.then((reply) => ({ ...read(reply), saved: false })),
  };
}

/**
 * Sends whatever an earlier page left waiting on this device, and again whenever the browser
 * comes back online. Every page that runs the pipeline calls it; calling it again does nothing.
 */
export function startOutbox(): void {
  startKeeping();
}
