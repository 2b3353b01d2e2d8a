import redaxios, { type Response as RedaxiosResponse } from 'redaxios';
import { RequestFailure, unreadableAnswerName } from './catalogue/failures.ts';

/** A JSON call: redaxios' options and the fetch options it does not pass on (cache, signal). */
export type JsonRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | undefined;
  /** Sent as JSON (Content-Type: application/json). */
  body?: object | undefined;
  headers?: Record<string, string> | undefined;
  /** Cookies on a cross-origin call (the operator session). */
  withCredentials?: boolean | undefined;
  /** 'no-store' for a file that changes in place (remotes.json) or a health check. */
  cache?: RequestCache | undefined;
  /** Cancels the request; AbortSignal.timeout(ms) gives it a time limit. */
  signal?: AbortSignal | undefined;
};

/** An answer, whatever its status: the body as JSON when it is JSON, else as text. */
export type JsonAnswer<T = unknown> = { ok: boolean; status: number; data: T; headers: Headers };

// Every HTTP status is an answer the caller reads (400 → the server's message), not a rejection.
const client = redaxios.create({ validateStatus: () => true });

/** redaxios hands fetch only method, body, headers and credentials: the rest goes in here. */
function fetchWith(request: JsonRequest): typeof fetch {
  const extra: RequestInit = {};
  if (request.cache) extra.cache = request.cache;
  if (request.signal) extra.signal = request.signal;
  return (input, init) => fetch(input, { ...init, ...extra });
}

/**
 * The JSON call of @gw/api-client (redaxios): resolves with the answer for every status; a
 * request that gets no answer rejects with a RequestFailure naming its spec §8 code.
 */
export async function requestJson<T = unknown>(
  url: string,
  request: JsonRequest = {},
): Promise<JsonAnswer<T>> {
  let response: RedaxiosResponse<T | undefined>;
  try {
    response = await client<T | undefined>(url, {
      method: request.method ?? 'GET',
      data: request.body,
      headers: request.headers ?? {},
      withCredentials: request.withCredentials ?? false,
      fetch: fetchWith(request),
    });
  } catch (error) {
    throw new RequestFailure(error);
  }
  // redaxios swallows a body it could not read and leaves data unset (an empty body is '').
  if (response.data === undefined) {
    const cause = request.signal?.aborted
      ? request.signal.reason
      : Object.assign(new Error('The answer could not be read'), { name: unreadableAnswerName });
    throw new RequestFailure(cause);
  }
  const { status } = response;
  return {
    ok: status >= 200 && status < 300,
    status,
    data: response.data,
    headers: response.headers,
  };
}
