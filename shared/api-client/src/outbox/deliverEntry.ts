import { idempotencyKeyHeader, outboxTimings } from '@gw/config';
import { type FailureCode, failureCode } from '../catalogue/failures.ts';
import type { ApiResponse } from '../http.ts';
import { type JsonAnswer, requestJson } from '../requestJson.ts';
import type { OutboxEntry } from './outboxStore.ts';
import { isPassingFailure } from './passingFailure.ts';

/**
 * What a try that got no usable answer met, for the verdict (judgeAttempt) and the report. (It
 * stopped at a document's upload when the entry still has documents: see documents.ts.)
 */
export type Miss = {
  answered: false;
  /** The passing status (5xx, 408, 425, 429), when the API answered one. */
  status?: number | undefined;
  /** Why no answer came (spec §8 code), when none did. */
  code?: FailureCode | undefined;
  retryAfterMs?: number | undefined;
};

/** The API answered (any status but a passing one), or the lead must wait and go again. */
export type Delivery = { answered: true; answer: ApiResponse } | Miss;

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
  } catch (error) {
    // No answer, or one that could not be read: the lead goes again (the API's idempotency
    // gives the first answer back if it was stored).
    return { answered: false, code: failureCode(error) };
  }
  const { ok, status, data, headers } = answer;
  if (isPassingFailure(status, waiting))
    return { answered: false, status, retryAfterMs: retryAfterMs(headers) };
  return { answered: true, answer: { ok, status, data } };
}
