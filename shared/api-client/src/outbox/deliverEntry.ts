import { idempotencyKeyHeader, timings, upload } from '@gw/config';
import { putSignedUpload } from '../calls/putSignedUpload.ts';
import { requestUploadAddress } from '../calls/requestUploadAddress.ts';
import { uploadMessages } from '../catalogue/upload.ts';
import { type ApiResponse, readResponse } from '../http.ts';
import { type OutboxEntry, type PendingDocument, saveEntry } from './outboxStore.ts';

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

function retryAfterMs(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

/**
 * Uploads one waiting document; 'wait' when the connection or the API is not there, 'refused'
 * when the API or the storage turned the file down (it is then left out, the lead still goes).
 */
async function uploadDocument(
  entry: OutboxEntry,
  document: PendingDocument,
): Promise<{ Bucket: string; S3Key: string; type: string; name: string } | 'wait' | 'refused'> {
  const extension = document.name.includes('.') ? (document.name.split('.').pop() ?? '') : '';
  const type = document.type || 'application/octet-stream';
  let answer: Awaited<ReturnType<typeof requestUploadAddress>>;
  try {
    answer = await requestUploadAddress(
      { apiBase: entry.uploadBase },
      { Extension: extension, Bucket: upload.bucket, ContentType: type, uploadArea: upload.area },
    );
  } catch {
    return 'wait';
  }
  if (isPassingFailure(answer.status, true)) return 'wait';
  const { url, key } = answer.data.data ?? {};
  if (!answer.ok || !url || !key) return 'refused';
  const file = new File([document.file], document.name, { type: document.type });
  try {
    await putSignedUpload(url, file);
  } catch (error) {
    return error instanceof Error && error.message === uploadMessages.rejected ? 'refused' : 'wait';
  }
  return { Bucket: upload.bucket, S3Key: key, type: document.type, name: document.name };
}

/** Uploads the entry's waiting documents one by one, saving progress after each. */
async function uploadDocuments(entry: OutboxEntry): Promise<boolean> {
  while (entry.documents?.length) {
    const [document, ...rest] = entry.documents;
    if (!document) break;
    const uploaded = await uploadDocument(entry, document);
    if (uploaded === 'wait') return false;
    if (uploaded === 'refused') console.warn('[outbox] a document was refused:', document.name);
    else {
      const files = Array.isArray(entry.body.uploadedFiles) ? entry.body.uploadedFiles : [];
      entry.body = { ...entry.body, uploadedFiles: [...files, uploaded] };
    }
    entry.documents = rest;
    await saveEntry(entry);
  }
  return true;
}

/**
 * One attempt at an entry: its documents, then the lead with its Idempotency-Key. `waiting`:
 * the entry already waits on the device (not the visitor's first try).
 */
export async function deliverEntry(entry: OutboxEntry, waiting = false): Promise<Delivery> {
  if (!(await uploadDocuments(entry))) return { answered: false };
  let response: Response;
  try {
    response = await fetch(entry.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...entry.headers,
        [idempotencyKeyHeader]: entry.key,
      },
      body: JSON.stringify(entry.body),
      signal: AbortSignal.timeout(timings.leadTimeout),
    });
  } catch {
    return { answered: false };
  }
  if (isPassingFailure(response.status, waiting))
    return { answered: false, retryAfterMs: retryAfterMs(response) };
  try {
    return { answered: true, answer: await readResponse(response) };
  } catch {
    return { answered: false };
  }
}
