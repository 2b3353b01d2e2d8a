import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a delivery is signed in (DESIGN.md §12). */
export const signatureHeader = 'X-Gw-Signature';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function sign(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/**
 * What a receiver runs (docs/webhooks.md): the signature matches the body and is no older than
 * `toleranceSeconds`, so a captured delivery cannot be replayed later.
 */
export function verify(
  secret: string,
  body: string,
  header: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(sign(secret, body, t).split('v1=')[1] ?? '', 'hex');
  const given = Buffer.from(String(parts.v1 ?? ''), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
