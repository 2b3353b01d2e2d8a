import { createHash } from 'node:crypto';
import { idempotencyKeyHeader } from '@gw/config';
import type { Context } from 'hono';
import type { Idempotency } from '../store/types.ts';

/** A UUID fits; so does any other opaque token of the same plain characters. */
const keyShape = /^[A-Za-z0-9._:-]{8,200}$/;

export const idempotencyMessages = {
  badKey: `${idempotencyKeyHeader} must be 8 to 200 letters, digits, '.', '_', ':' or '-' (a UUID fits).`,
  reused: `This ${idempotencyKeyHeader} was already used for a different request. Send a new request with a new key.`,
} as const;

/** JSON with object keys sorted, so one body has one hash whatever order its keys came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The request's Idempotency-Key with the hash of what it asks to store (the kind and the
 * validated payload; attribution is not part of the request's meaning). `undefined` without a
 * header, `null` when the header is malformed.
 */
export function readIdempotency(
  c: Context,
  kind: string,
  payload: object,
): Idempotency | null | undefined {
  const key = c.req.header(idempotencyKeyHeader);
  if (key === undefined) return undefined;
  if (!keyShape.test(key)) return null;
  const requestHash = createHash('sha256')
    .update(`${kind}\n${canonical(payload)}`)
    .digest('hex');
  return { key, requestHash };
}
