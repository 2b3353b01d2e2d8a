import { unreachable, uploadMessages } from '../catalogue/upload.ts';

export type PutOptions = {
  /** 0–100 as the PUT progresses. */
  onProgress?: ((percent: number) => void) | undefined;
  /** Aborting rejects with uploadMessages.aborted. */
  signal?: AbortSignal | undefined;
};

/**
 * PUT the raw file to the signed address; the answer body is not read (spec §7). XHR because
 * fetch cannot report upload progress.
 */
export function putSignedUpload(url: string, file: File, options: PutOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new Error(uploadMessages.aborted));
      return;
    }
    // The one call of this package not made with redaxios (DESIGN.md §13): XHR for progress.
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
      reject(unreachable(uploadMessages.signatureFailed));
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
