import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed upload URL grants: one key, one content type, until it expires. */
export type UploadGrant = { key: string; contentType: string; expires: number };

function signatureOf(secret: string, grant: UploadGrant): string {
  return createHmac('sha256', secret)
    .update(`${grant.key}\n${grant.contentType}\n${grant.expires}`)
    .digest('base64url');
}

/** The signed PUT URL for a grant. */
export function signedUploadUrl(base: string, secret: string, grant: UploadGrant): string {
  const url = new URL(`/uploads/${grant.key}`, base);
  url.searchParams.set('type', grant.contentType);
  url.searchParams.set('expires', String(grant.expires));
  url.searchParams.set('signature', signatureOf(secret, grant));
  return url.toString();
}

/** Whether a signature matches its grant (constant-time). */
export function verifySignature(secret: string, grant: UploadGrant, signature: string): boolean {
  const expected = Buffer.from(signatureOf(secret, grant));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
