import { idempotencyKeyHeader, outboxTimings } from '@gw/config';
import type { ApiResponse } from '../http.ts';
import { type JsonAnswer, requestJson } from '../requestJson.ts';
import type { OutboxEntry } from './outboxStore.ts';

/** The API answered (any status but a passing one), or the lead must wait and go again. */
export type Delivery =
  | { answered: true; answer: ApiResponse }
  | { answered: false; retryAfterMs?: number | undefined };

/**
 * Answers that say "not now" rather than "no": the lead goes again later (DESIGN.md §10). A
 * visitor's first try shows a 4xx (a 429 included) as the form's failure; a lead already waiting
 * on the device also waits out a 408 or 429, since no one is there to read it.
 */
export const isPassingFailure = (status: number, waiting = false) =>
  status >= 500 || (waiting && (status === 408 || status === 429));

function retryAfterMs(headers: Headers): number | undefined {
  const seconds = Number(headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

/** Uploads an entry's waiting documents; false while they must wait (see documents.ts). */
export type DocumentUploader = (entry: OutboxEntry) => Promise<boolean>;

// Set by the forms that take documents (funding) and the site's resume, so the demo and
// waitlist widgets do not carry upload code.
let documentUploader: DocumentUploader | null = null;

/** Lets this page's outbox upload waiting documents before their lead. */
export function acceptDocuments(uploader: DocumentUploader): void {
  documentUploader = uploader;
}

/** Whether this page can send the entry (one with documents needs the uploader). */
export const canSend = (entry: OutboxEntry) => !entry.documents?.length || !!documentUploader;

/**
 * One attempt at an entry: its documents, then the lead with its Idempotency-Key. `waiting`:
 * the entry already waits on the device (not the visitor's first try).
 */
export async function deliverEntry(entry: OutboxEntry, waiting = false): Promise<Delivery> {
  if (entry.documents?.length && !(await documentUploader?.(entry))) return { answered: false };
  let answer: JsonAnswer;
  try {
    answer = await requestJson(entry.url, {
      method: 'POST',
      body: entry.body,
      headers: { ...entry.headers, [idempotencyKeyHeader]: entry.key },
      signal: AbortSignal.timeout(outboxTimings.leadTimeout),
    });
  } catch {
    // No answer, or one that could not be read: the lead goes again (the API's idempotency
    // gives the first answer back if it was stored).
    return { answered: false };
  }
  const { ok, status, data, headers } = answer;
  if (isPassingFailure(status, waiting))
    return { answered: false, retryAfterMs: retryAfterMs(headers) };
  return { answered: true, answer: { ok, status, data } };
}
