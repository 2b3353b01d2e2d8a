/**
 * Failed sign-ins allowed in one window: per account and client pair (a guesser), per client
 * over all accounts (one client trying many), and per known device (below).
 */
export const signInLimit = { failures: 5, windowMs: 15 * 60_000 };
/**
 * Failed sign-ins on one account from every client together in one window before new devices
 * are refused too (distributed guessing). Known devices are never held by it: the operator's
 * own browser keeps getting in however many clients guess.
 */
export const accountCeiling = { failures: 50, windowMs: 15 * 60_000 };

/** Keys one process remembers at most; the oldest is forgotten first. */
const maxKeys = 20_000;

/**
 * Who is trying which account: the client address (as TRUST_PROXY names it), and the proof of a
 * device that signed in to this account before (its known-device cookie), if it sent one.
 */
export type SignInAttempt = { account: string; client: string; knownDevice: string | null };

/**
 * The counters an attempt is checked and counted against. A known device has its own, apart
 * from everyone sharing its address; any other attempt counts for its account and client pair,
 * its client, and the account's ceiling.
 */
function counters(attempt: SignInAttempt) {
  if (attempt.knownDevice) {
    return [{ key: `device:${attempt.account}|${attempt.knownDevice}`, limit: signInLimit }];
  }
  return [
    { key: `pair:${attempt.account}|${attempt.client}`, limit: signInLimit },
    { key: `client:${attempt.client}`, limit: signInLimit },
    { key: `account:${attempt.account}`, limit: accountCeiling },
  ];
}

/**
 * Counts failed sign-ins (DESIGN.md §12): past a counter's limit, attempts it covers get 429
 * until its window ends, whatever the password. The guesser is locked out, not the operator: a
 * right password from another client, or from a device that signed in before, is not held by
 * someone else's failures. A success clears its own pair (or device) count only.
 */
export function createSignInThrottle(now: () => number = Date.now) {
  const failures = new Map<string, { since: number; count: number }>();

  const current = (key: string, windowMs: number) => {
    const entry = failures.get(key);
    if (!entry || now() - entry.since >= windowMs) return null;
    return entry;
  };

  return {
    /** Seconds until this attempt may be made; 0 when it may now. */
    retryAfter(attempt: SignInAttempt): number {
      let wait = 0;
      for (const { key, limit } of counters(attempt)) {
        const entry = current(key, limit.windowMs);
        if (entry && entry.count >= limit.failures) {
          wait = Math.max(wait, Math.ceil((entry.since + limit.windowMs - now()) / 1000));
        }
      }
      return wait;
    },
    fail(attempt: SignInAttempt): void {
      for (const { key, limit } of counters(attempt)) {
        const entry = current(key, limit.windowMs) ?? { since: now(), count: 0 };
        failures.delete(key);
        failures.set(key, { since: entry.since, count: entry.count + 1 });
        if (failures.size > maxKeys) failures.delete(failures.keys().next().value as string);
      }
    },
    succeed(attempt: SignInAttempt): void {
      failures.delete(counters(attempt)[0]?.key ?? '');
    },
  };
}
