/**
 * Bot defences shared by the forms (which render the trap) and the API (which checks it).
 * Humans never see or fill the honeypot field; a lead that carries a value is dropped silently.
 */
export const antiSpam = {
  honeypotField: 'faxNumber',
  /** Lead writes allowed per client per window. */
  rateLimit: { max: 20, windowMs: 60_000 },
  rateLimitMessage: 'Too many requests. Please wait a minute and try again.',
  /** Largest JSON body accepted by the lead endpoints. */
  maxBodyBytes: 64 * 1024,
} as const;
