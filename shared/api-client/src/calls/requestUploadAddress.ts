import { apiBaseUrl } from '@gw/config';
import type { UploadRequest } from '@gw/forms';
import { type ApiResponse, postJson } from '../http.ts';
import { storedToken } from '../storedToken.ts';
import type { Message } from './callOptions.ts';

/** The upload-address answer: data.url and data.key, or error and message fields. */
export type UploadAddressAnswer = ApiResponse<{ data?: { url?: string; key?: string } } & Message>;

/**
 * POST {apiBase}/files/upload. The only call that sends auth: the stored token as Bearer, when
 * there is one (spec §6). No attribution: this is not a lead.
 */
export function requestUploadAddress(
  options: { apiBase?: string | undefined },
  body: UploadRequest,
): Promise<UploadAddressAnswer> {
  const token = storedToken();
  return postJson(
    `${options.apiBase ?? apiBaseUrl}/files/upload`,
    body,
    token ? { Authorization: `Bearer ${token}` } : {},
  );
}
