import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { clientAddress, type TrustProxy } from './trustProxy.ts';

/** Who is calling, for rate limits: the socket address, or behind trusted proxies the client. */
export function clientOf(c: Context, trust: TrustProxy): string {
  let socket = 'unknown';
  try {
    socket = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not on a socket (app.request in tests): every such request is one client.
  }
  return clientAddress(socket, c.req.header('x-forwarded-for'), trust);
}
