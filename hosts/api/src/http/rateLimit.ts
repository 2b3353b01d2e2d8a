import { antiSpam } from '@gw/config';
import type { Context } from 'hono';
import type { AppOptions } from '../options.ts';
import { clientOf } from './clientOf.ts';

/**
 * The budgets a client has, each of antiSpam.rateLimit: what stores something (leads and upload
 * addresses), the file PUTs, the states look-ups, and client reports. Apart, so a visitor
 * attaching many documents, picking countries or reporting a failed lead does not use up what
 * their application needs.
 */
export type RateBucket = 'writes' | 'files' | 'lookups' | 'reports';

/**
 * Counts this request against its client's budget in `bucket` (in the database once several
 * instances share one). Over it: the 429 answer, with Retry-After; else null.
 */
export async function overRateLimit(
  c: Context,
  options: AppOptions,
  bucket: RateBucket = 'writes',
): Promise<Response | null> {
  const now = options.now ?? Date.now;
  const client = clientOf(c, options.trustProxy);
  const key = bucket === 'writes' ? client : `${client} ${bucket}`;
  const hits = await options.store.hitRateLimit(key, options.rateLimitWindowMs, now());
  if (hits <= options.rateLimitMax) return null;
  c.header('Retry-After', String(Math.ceil(options.rateLimitWindowMs / 1000)));
  return c.json({ message: antiSpam.rateLimitMessage }, 429);
}
