import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Who is calling, for rate limits: the socket address, or the first proxy hop when trusted. */
export function clientOf(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
