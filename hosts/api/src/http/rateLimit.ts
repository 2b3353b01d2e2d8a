import { antiSpam } from '@gw/config';
import type { Context } from 'hono';
import type { AppOptions } from '../options.ts';
import { clientOf } from './clientOf.ts';

/**
 * Counts this request against its client's budget (antiSpam.rateLimit; in the database once
 * several instances share one). Over it: the 429 answer, with Retry-After; else null.
 */
export async function overRateLimit(c: Context, options: AppOptions): Promise<Response | null> {
  const now = options.now ?? Date.now;
  const client = clientOf(c, options.trustProxy);
  const hits = await options.store.hitRateLimit(client, options.rateLimitWindowMs, now());
  if (hits <= options.rateLimitMax) return null;
  c.header('Retry-After', String(Math.ceil(options.rateLimitWindowMs / 1000)));
  return c.json({ message: antiSpam.rateLimitMessage }, 429);
}
