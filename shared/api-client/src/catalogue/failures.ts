/** The HTTP client's generic failure codes (spec §8 "Other") that a fetch-based client can meet. */
export type FailureCode = 'ERR_NETWORK' | 'ERR_CANCELED' | 'ETIMEDOUT' | 'ERR_BAD_RESPONSE';

/** Names a thrown request failure: offline/refused, cancelled, timed out, or an unreadable answer. */
export function failureCode(error: unknown): FailureCode {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'AbortError') return 'ERR_CANCELED';
  if (name === 'TimeoutError') return 'ETIMEDOUT';
  if (name === 'TypeError') return 'ERR_NETWORK';
  return 'ERR_BAD_RESPONSE';
}
