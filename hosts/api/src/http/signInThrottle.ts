/** Failed sign-ins allowed per account, and per client, in one window. */
export const signInLimit = { failures: 5, windowMs: 15 * 60_000 };

/** Keys (accounts, clients) one process remembers at most; the oldest is forgotten first. */
const maxKeys = 20_000;

/**
 * Counts failed sign-ins by account and by client: after `signInLimit.failures` in a window,
 * either one is refused until the window ends, whatever the password. A success clears the
 * account's count (not the client's: one client trying many accounts stays throttled).
 */
export function createSignInThrottle(now: () => number = Date.now) {
  const failures = new Map<string, { since: number; count: number }>();

  const current = (key: string) => {
    const entry = failures.get(key);
    if (!entry || now() - entry.since >= signInLimit.windowMs) return null;
    return entry;
  };

  return {
    /** Seconds until this account and client may try again; 0 when they may now. */
    retryAfter(keys: string[]): number {
      let wait = 0;
      for (const key of keys) {
        const entry = current(key);
        if (entry && entry.count >= signInLimit.failures) {
          wait = Math.max(wait, Math.ceil((entry.since + signInLimit.windowMs - now()) / 1000));
        }
      }
      return wait;
    },
    fail(keys: string[]): void {
      for (const key of keys) {
        const entry = current(key) ?? { since: now(), count: 0 };
        failures.delete(key);
        failures.set(key, { since: entry.since, count: entry.count + 1 });
        if (failures.size > maxKeys) failures.delete(failures.keys().next().value as string);
      }
    },
    succeed(key: string): void {
      failures.delete(key);
    },
  };
}
