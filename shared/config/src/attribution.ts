/**
 * Lead attribution travels in one request header, JSON-encoded then URI-encoded, so the real
 * provider API (which validates bodies strictly) ignores it safely while ours stores it.
 */
export const attributionHeader = 'X-Gw-Attribution';

/** One UUID per submission, the same on every retry: the API stores the lead once (§10). */
export const idempotencyKeyHeader = 'Idempotency-Key';

/** Where a lead came from. */
export type Surface = 'site' | 'remote' | 'widget';

export interface Attribution {
  pageUrl?: string;
  referrer?: string;
  utm?: Partial<Record<'source' | 'medium' | 'campaign' | 'term' | 'content', string>>;
  partner?: string;
  surface?: Surface;
  /** Which component captured the lead, e.g. 'demo-modal'. */
  component?: string;
  /**
   * 'test': a partner's test (issue 28). It travels with the attribution to every lead call, but
   * is sent as its own header (modeHeader): inTestMode (@gw/api-client) sets it non-enumerable,
   * so it stays out of X-Gw-Attribution's JSON.
   */
  mode?: 'test';
}
