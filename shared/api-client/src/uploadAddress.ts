import type { UploadRequest } from '@gw/forms';
import { type ApiResponse, postJson } from './http.ts';
import { storedToken } from './storedToken.ts';

/** The upload-address answer: data.url and data.key, or error and message fields. */
export type UploadAddressAnswer = ApiResponse<
  { data?: { url?: string; key?: string } } & { message?: string; error?: string }
>;

/**
 * POST {apiBase}/files/upload. The only call that sends auth: the stored token as Bearer, when
 * there is one (spec §6). No attribution: this is not a lead.
 */
export function requestUploadAddress(
  apiBase: string,
  body: UploadRequest,
): Promise<UploadAddressAnswer> {
  const token = storedToken();
  return postJson(`${apiBase}/files/upload`, body, {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  });
}
