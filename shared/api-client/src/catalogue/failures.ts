/**
 * The HTTP client's generic failure codes (spec §8 "Other") that a request can meet here. The
 * rest of the list cannot happen: every status is an answer (no ERR_BAD_REQUEST), fetch follows
 * redirects and options are typed (no ERR_FR_TOO_MANY_REDIRECTS, ERR_BAD_OPTION*), and a timeout
 * is named ETIMEDOUT, the code axios gives it once timeouts are told apart from other aborts,
 * not ECONNABORTED.
 */
export type FailureCode = 'ERR_NETWORK' | 'ERR_CANCELED' | 'ETIMEDOUT' | 'ERR_BAD_RESPONSE';

/** Names the error of an answer whose body could not be read (the connection broke mid-body). */
export const unreadableAnswerName = 'UnreadableAnswerError';

/** What fetch (and redaxios, which passes its errors on) rejects with, by error name. */
const codeByName: Record<string, FailureCode> = {
  // Offline, refused, DNS, CORS or CSP refusal: fetch says no more than TypeError.
  TypeError: 'ERR_NETWORK',
  // happy-dom's fetch (the site's tests) names the same failures NetworkError.
  NetworkError: 'ERR_NETWORK',
  AbortError: 'ERR_CANCELED',
  // AbortSignal.timeout(ms) aborts with a TimeoutError.
  TimeoutError: 'ETIMEDOUT',
  [unreadableAnswerName]: 'ERR_BAD_RESPONSE',
  SyntaxError: 'ERR_BAD_RESPONSE',
};

/**
 * The one mapping from a request that got no answer to its spec §8 code: offline/refused,
 * cancelled, timed out, or an answer that could not be read (also anything else thrown).
 */
export function failureCode(error: unknown): FailureCode {
  if (error instanceof RequestFailure) return error.code;
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return codeByName[name] ?? 'ERR_BAD_RESPONSE';
}

/** A request that got no answer, named by its code; what was thrown is its `cause`. */
export class RequestFailure extends Error {
  // Declared, set in the constructor: class fields would bring the bundler's defineProperty
  // helpers into every form's first load (the widgets' size budgets).
  declare readonly code: FailureCode;

  constructor(cause: unknown) {
    const code = failureCode(cause);
    super(`${code}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'RequestFailure';
    this.code = code;
  }
}
