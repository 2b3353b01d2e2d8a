import { upload } from '@gw/config';
import { putSignedUpload } from '../calls/putSignedUpload.ts';
import { requestUploadAddress } from '../calls/requestUploadAddress.ts';
import { uploadMessages } from '../catalogue/upload.ts';
import { type OutboxEntry, type PendingDocument, saveEntry } from './outboxStore.ts';
import { isPassingFailure } from './passingFailure.ts';

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

/**
 * Uploads the entry's waiting documents one by one, saving progress after each; false when the
 * rest must wait for the connection. Pass it to acceptDocuments on pages that take documents.
 */
export async function uploadDocuments(entry: OutboxEntry): Promise<boolean> {
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
