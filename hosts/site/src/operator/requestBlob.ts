import type { JsonRequest } from '@gw/api-client';
import redaxios from 'redaxios';

/** A file's answer: the body as a Blob; a refusal's JSON body read for its message. */
export type BlobAnswer = {
  ok: boolean;
  status: number;
  blob: Blob;
  /** The attachment's name, when the API's Content-Disposition header can be read. */
  filename: string | null;
  /** A refusal's JSON body ({ error, message }), else null. */
  json: unknown;
};

// Every status is an answer (a 404 carries the API's message), as in @gw/api-client's requestJson.
const client = redaxios.create({ validateStatus: () => true });

/** The quoted `filename="…"` of a Content-Disposition header. */
function attachmentName(header: string | null): string | null {
  return header?.match(/filename="([^"]+)"/)?.[1] ?? null;
}

async function jsonOf(blob: Blob): Promise<unknown> {
  try {
    return JSON.parse(await blob.text());
  } catch {
    return null;
  }
}

/**
 * A call whose answer is a file (the person export's zip), through redaxios as every call is;
 * rejects only when no answer came at all.
 */
export async function requestBlob(url: string, request: JsonRequest): Promise<BlobAnswer> {
  const response = await client<Blob>(url, {
    method: request.method ?? 'GET',
    data: request.body,
    headers: request.headers ?? {},
    withCredentials: request.withCredentials ?? false,
    responseType: 'blob',
  });
  const ok = response.status >= 200 && response.status < 300;
  return {
    ok,
    status: response.status,
    blob: response.data,
    filename: attachmentName(response.headers.get('content-disposition')),
    json: ok ? null : await jsonOf(response.data),
  };
}
