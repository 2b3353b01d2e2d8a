/**
 * A new Idempotency-Key (a v4 UUID), made when the visitor presses Submit. `randomUUID` exists
 * only in secure contexts; elsewhere (a partner page on plain http) a blob URL ends in one.
 */
export const newIdempotencyKey = (): string =>
  crypto.randomUUID?.() ?? URL.createObjectURL(new Blob()).slice(-36);
