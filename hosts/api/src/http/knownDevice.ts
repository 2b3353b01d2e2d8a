import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A browser that signed in to an account keeps a cookie proving it (OWASP's "device cookie"):
 * its sign-ins are counted apart from everyone else's, so guessers elsewhere, even behind the
 * same address, cannot lock the operator's own browser out. The proof is an HMAC keyed with the
 * account's password hash: nothing to configure or share between API instances, and a new
 * password (or removing the operator) forgets every device at once.
 */
export const knownDeviceMaxAgeSeconds = 90 * 24 * 60 * 60;

/** One cookie per account, so operators sharing a browser do not replace each other's. */
export const knownDeviceCookie = (account: string) =>
  `gw_device_${createHash('sha256').update(account).digest('hex').slice(0, 16)}`;

const proof = (account: string, passwordHash: string, issued: number) =>
  createHmac('sha256', passwordHash)
    .update(`known-device|${account}|${issued}`)
    .digest('base64url');

/** The cookie's value for a sign-in now: when it was issued, and its proof. */
export function knownDeviceValue(account: string, passwordHash: string, nowMs: number): string {
  const issued = Math.floor(nowMs / 1000);
  return `${issued}.${proof(account, passwordHash, issued)}`;
}

/** The device's proof when `value` is a live cookie this account issued; else null. */
export function knownDevice(
  account: string,
  passwordHash: string,
  value: string | undefined,
  nowMs: number,
): string | null {
  const [issuedText = '', sent = ''] = (value ?? '').split('.');
  const issued = Number(issuedText);
  if (!/^\d{1,12}$/.test(issuedText) || nowMs / 1000 - issued > knownDeviceMaxAgeSeconds) {
    return null;
  }
  const expected = Buffer.from(proof(account, passwordHash, issued));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected) ? sent : null;
}
