import { outboxBounds } from '@gw/config';
import { isPassingFailure } from './passingFailure.ts';

/** What one try at a lead showed: the decision's whole input (docs/decisions.md, issue 25). */
export interface Attempt {
  /** The lead's HTTP status; null when no answer came (network error, timeout, refused upload). */
  status: number | null;
  /** The lead already waits on the device: not the visitor's first try. */
  retrying: boolean;
  /** navigator.onLine (true where the browser cannot tell). */
  online: boolean;
  /** The page's CSP refused the request (a securitypolicyviolation named its origin). */
  cspRefused: boolean;
  /** Whether the API's GET /health answered (below 500); only asked when `askHealth` says so. */
  apiAnswers?: boolean | undefined;
  retryAfterMs?: number | undefined;
}

/** Broken tries in a row, and when the first of them was (ms). */
export type Tally = { broken: number; since: number };

export type Verdict =
  /** The form reads the answer (a success, or a 4xx on the visitor's own try). */
  | { next: 'answered' }
  /** Offline, the API out of reach or busy: the lead waits on the device ("saved"). */
  | { next: 'wait'; afterMs?: number | undefined }
  /** Broken, within the bounds: tried again soon. */
  | { next: 'retry'; tally: Tally }
  /** Broken for good: the visitor is told, the API gets a client report. */
  | { next: 'fail' };

/** Only a try with no answer, from a browser online and not stopped by its CSP, needs /health. */
export const askHealth = (attempt: Attempt) =>
  attempt.status === null && attempt.online && !attempt.cspRefused;

/**
 * Offline or broken: "waiting for the connection" only while the browser is offline, the API
 * cannot be reached (its /health does not answer either) or says "not now" (5xx, and 408, 425,
 * 429 on a retry). A try that fails while the API answers is broken: after
 * outboxBounds.brokenTries of them in a row, or brokenWindow after the first, the lead fails.
 * A 4xx on a retry fails at once (it will not change); on the visitor's own try it is the form's.
 */
export function judgeAttempt(attempt: Attempt, tally: Tally | null, now: number): Verdict {
  const { status } = attempt;
  if (status !== null) {
    if (isPassingFailure(status, attempt.retrying))
      return { next: 'wait', afterMs: attempt.retryAfterMs };
    return status < 400 || !attempt.retrying ? { next: 'answered' } : { next: 'fail' };
  }
  if (!attempt.online) return { next: 'wait' };
  if (!attempt.cspRefused && !attempt.apiAnswers) return { next: 'wait' };
  const next = { broken: (tally?.broken ?? 0) + 1, since: tally?.since ?? now };
  const done =
    next.broken >= outboxBounds.brokenTries || now - next.since >= outboxBounds.brokenWindow;
  return done ? { next: 'fail' } : { next: 'retry', tally: next };
}
