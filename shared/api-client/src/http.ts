/** What the catalogue reads of an answer. */
export type ApiResponse<T = unknown> = { ok: boolean; status: number; data: T };

/**
 * POST a JSON body and read the answer, whatever its status: HTTP errors are answers the
 * catalogue reads (400 → the server's message), not exceptions; only a request that gets no
 * answer at all (offline, refused) throws. Plain fetch: a wrapper library cost every widget
 * ~1 KB gzip for this one call.
 */
export async function postJson<T>(
  url: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<ApiResponse<T>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return readResponse<T>(response);
}

/** An answer as the catalogue reads it, whatever its status. */
export async function readResponse<T>(response: Response): Promise<ApiResponse<T>> {
  const text = await response.text();
  return { ok: response.ok, status: response.status, data: parseBody(text) as T };
}

/** JSON when the body is JSON, else the text as it came (as the product's client reads it). */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
