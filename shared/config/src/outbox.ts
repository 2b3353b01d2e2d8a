/**
 * The outbox's bounds on a send that fails while the API answers (docs/decisions.md, issue 25).
 * A file apart from timings.ts: only the outbox's failure check (a chunk of its own) reads
 * them, so a form's first load does not carry them (the widgets' size budgets).
 */
export const outboxBounds = {
  /**
   * A send that fails while the API answers (its /health does, the browser is online) is
   * "broken", not "offline": after this many such tries in a row the visitor is told it could
   * not be sent (docs/decisions.md, issue 25). With retryMin doubling they come within ~6 s.
   */
  brokenTries: 3,
  /** ...or once broken tries have gone on this long (slow ones: a 15 s timeout each). */
  brokenWindow: 60000,
  /** How long the /health probe waits before it calls the API unreachable (so: waiting). */
  healthTimeout: 5000,
} as const;
