import type { Context } from 'hono';

/** Seconds a client should wait before it sends again while the API cannot store leads. */
export const retryAfterSeconds = 5;

/** The answer while the API is stopping or its database does not answer (DESIGN.md §10). */
export function unavailable(c: Context, reason: 'stopping' | 'database') {
  c.header('Retry-After', String(retryAfterSeconds));
  if (reason === 'stopping') c.header('Connection', 'close');
  return c.json(
    {
      error: reason === 'stopping' ? 'stopping' : 'database_unavailable',
      message: 'Our server cannot take requests right now. Nothing was stored; please try again.',
    },
    503,
  );
}

// Node's socket errors, and PostgreSQL's SQLSTATEs for a server that is unreachable, shutting
// down, out of connections, or that cancelled a statement on its timeout.
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
const sqlStates = new Set(['57P01', '57P02', '57P03', '53300', '57014', '40001', '40P01']);
const driverMessages =
  /timeout|Connection terminated|connection is closed|Client has encountered a connection error|PGlite is closed/i;

/** True when an error says the database is out of reach (retrying later may work), not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (networkCodes.has(code) || sqlStates.has(code) || code.startsWith('08'))
  )
    return true;
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return driverMessages.test(error.message);
}
