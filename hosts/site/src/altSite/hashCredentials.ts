/** What is hashed: the e-mail trimmed and lower-cased, a newline, the password as typed. */
export function credentialsText(email: string, password: string): string {
  return `${email.trim().toLowerCase()}\n${password}`;
}

/**
 * SHA-256 (hex) of the credentials with Web Crypto, as `GW_ALT_SITE_CREDENTIALS_HASH` holds it.
 * Compute a hash for a build with:
 * `node -e "console.log(require('crypto').createHash('sha256').update(process.argv[1]+'\n'+process.argv[2]).digest('hex'))" you@example.com 'password'`
 */
export async function hashCredentials(email: string, password: string): Promise<string> {
  const bytes = new TextEncoder().encode(credentialsText(email, password));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
