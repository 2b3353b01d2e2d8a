import redaxios, { type Response } from 'redaxios';

/** What the catalogue reads of an answer. */
export type ApiResponse<T = unknown> = Pick<Response<T>, 'status' | 'data'> & { ok: boolean };

// HTTP errors are answers the catalogue reads (400 → the server's message), not exceptions;
// only a request that gets no answer at all (offline, refused) throws.
const http = redaxios.create({
  validateStatus: () => true,
  headers: { 'Content-Type': 'application/json' },
});

/** POST a JSON body and read the answer, whatever its status. */
export async function postJson<T>(
  url: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<ApiResponse<T>> {
  const response = await http.post<T>(url, body, {
    headers: { 'Content-Type': 'application/json', ...headers },
  });
  return {
    ok: response.status >= 200 && response.status < 300,
    status: response.status,
    data: response.data,
  };
}
