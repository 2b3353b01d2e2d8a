import { upload } from '@gw/config';
import type { UploadRequest } from '@gw/forms';
import { unreachable, uploadErrorMessage, uploadMessages } from '../catalogue/upload.ts';
import { type PutOptions, putSignedUpload } from './putSignedUpload.ts';
import { requestUploadAddress } from './requestUploadAddress.ts';

/** A file stored for the funding application (spec §3). */
export type UploadedFile = { Bucket: string; S3Key: string; type: string; name: string };

/** Asks the API for a signed upload address (the client's requestUploadAddress). */
export type RequestAddress = (
  body: UploadRequest,
) => Promise<{ ok: boolean; status: number; data: { data?: { url?: string; key?: string } } }>;

export type UploadOptions = PutOptions & {
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
 * The signed upload (spec §4, §7): ask for an address, PUT the raw file with progress, resolve
 * what the funding form stores. Rejects with the spec §8 message to show.
 */
export async function uploadFile(file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  const bucket = options.bucket ?? upload.bucket;
  const requestAddress =
    options.requestAddress ??
    options.client?.requestUploadAddress ??
    ((body: UploadRequest) => requestUploadAddress(options, body));
  if (options.signal?.aborted) throw new Error(uploadMessages.aborted);
  const body = {
    Extension: extensionOf(file.name),
    Bucket: bucket,
    ContentType: file.type || 'application/octet-stream',
    uploadArea: upload.area,
  };
  // No answer at all (offline, refused): there is no address, as with a missing url.
  const answer = await requestAddress(body).catch(() => undefined);
  if (!answer) throw unreachable(uploadMessages.failed);
  if (options.signal?.aborted) throw new Error(uploadMessages.aborted);
  if (answer.status >= 500) throw unreachable(uploadErrorMessage(answer.data));
  if (!answer.ok) throw new Error(uploadErrorMessage(answer.data));
  const { url, key } = answer.data.data ?? {};
  if (!url || !key) throw new Error(uploadMessages.failed);
  await putSignedUpload(url, file, options);
  return { Bucket: bucket, S3Key: key, type: file.type, name: file.name };
}
