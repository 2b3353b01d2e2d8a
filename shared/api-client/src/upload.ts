import { upload, urls } from '@gw/config';
import type { UploadRequest } from '@gw/forms';
import { uploadErrorMessage, uploadMessages } from './catalogue/upload.ts';
import { requestUploadAddress } from './uploadAddress.ts';

/** A file stored for the funding application (spec §3). */
export type UploadedFile = { Bucket: string; S3Key: string; type: string; name: string };

/** Asks the API for a signed upload address (the client's requestUploadAddress). */
export type RequestAddress = (
  body: UploadRequest,
) => Promise<{ ok: boolean; status: number; data: { data?: { url?: string; key?: string } } }>;

export type UploadOptions = {
  /** 0–100 as the PUT progresses. */
  onProgress?: ((percent: number) => void) | undefined;
  /** Aborting rejects with uploadMessages.aborted. */
  signal?: AbortSignal | undefined;
  /** Default: upload.bucket of @gw/config. */
  bucket?: string | undefined;
  /** The API client whose upload-address call is used (or pass requestAddress). */
  client?: { requestUploadAddress: RequestAddress } | undefined;
  requestAddress?: RequestAddress | undefined;
  /** Without a client: the API base whose /files/upload is asked (default urls.apiBase). */
  apiBase?: string | undefined;
};

const extensionOf = (name: string) => (name.includes('.') ? (name.split('.').pop() ?? '') : '');

/**
 * The signed upload (spec §4, §7): ask for an address, PUT the raw file with progress (XHR:
 * fetch cannot report upload progress), resolve what the funding form stores. Rejects with the
 * spec §8 message to show.
 */
export async function uploadFile(file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  const bucket = options.bucket ?? upload.bucket;
  const requestAddress =
    options.requestAddress ??
    options.client?.requestUploadAddress ??
    ((body: UploadRequest) => requestUploadAddress(options.apiBase ?? urls.apiBase, body));
  if (options.signal?.aborted) throw new Error(uploadMessages.aborted);
  const body = {
    Extension: extensionOf(file.name),
    Bucket: bucket,
    ContentType: file.type || 'application/octet-stream',
    uploadArea: upload.area,
  };
  // No answer at all (offline, refused): there is no address, as with a missing url.
  const answer = await requestAddress(body).catch(() => undefined);
  if (!answer) throw new Error(uploadMessages.failed);
  if (options.signal?.aborted) throw new Error(uploadMessages.aborted);
  if (!answer.ok) throw new Error(uploadErrorMessage(answer.data));
  const { url, key } = answer.data.data ?? {};
  if (!url || !key) throw new Error(uploadMessages.failed);
  await putSignedUpload(url, file, options);
  return { Bucket: bucket, S3Key: key, type: file.type, name: file.name };
}

/** PUT the raw file to the signed address; the answer body is not read (spec §7). */
export function putSignedUpload(
  url: string,
  file: File,
  options: UploadOptions = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new Error(uploadMessages.aborted));
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    const done = () => options.signal?.removeEventListener('abort', abort);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve();
      } else reject(new Error(uploadMessages.rejected));
    };
    xhr.onerror = () => {
      done();
      reject(new Error(uploadMessages.signatureFailed));
    };
    xhr.onabort = () => {
      done();
      reject(new Error(uploadMessages.aborted));
    };
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.send(file);
  });
}
