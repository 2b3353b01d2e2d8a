import { requestJson } from './requestJson.ts';

/** What the catalogue reads of an answer. */
export type ApiResponse<T = unknown> = { ok: boolean; status: number; data: T };

/**
 * POST a JSON body and read the answer, whatever its status: HTTP errors are answers the
 * catalogue reads (400 → the server's message), not exceptions; only a request that gets no
 * answer at all (offline, refused) throws, a RequestFailure with its spec §8 code.
 */
export async function postJson<T>(
  url: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<ApiResponse<T>> {
  const { ok, status, data } = await requestJson<T>(url, { method: 'POST', body, headers });
  return { ok, status, data };
}
