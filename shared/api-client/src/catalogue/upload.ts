export const uploadMessages = {
  failed: 'File upload failed',
  signatureFailed: 'Signature Upload Failed,try again later',
  /** The product spells it 'Signture'; we spell it right (docs/deviations.md). */
  aborted: 'Signature Upload Aborted',
  uploading: (name: string) => `Uploading... ${name}`,
  done: 'Uploaded Successfully',
  rejected: 'Error: upload rejected',
  /**
   * The red toast's text for a failed upload, beside the progress toast that already ends in
   * 'Error: upload rejected'; undefined when that says it all (the storage refused the PUT).
   */
  reason: (error: unknown): string | undefined => {
    const text = error instanceof Error && error.message ? error.message : uploadMessages.failed;
    return text === uploadMessages.rejected ? undefined : text;
  },
};

/** A failed upload whose service gave no answer (or a 5xx): worth trying again later. */
export function unreachable(message: string): Error {
  return Object.assign(new Error(message), { unreachable: true });
}

/** Whether an upload failed for want of a connection rather than being refused. */
export const isUnreachable = (error: unknown): boolean =>
  error instanceof Error && (error as { unreachable?: boolean }).unreachable === true;

/**
 * An upload-address error (spec §8): the longer of `error` and `message`, else the longest
 * string field value, else 'File upload failed'.
 */
export function uploadErrorMessage(data: unknown): string {
  if (!data || typeof data !== 'object') return uploadMessages.failed;
  const body = data as Record<string, unknown>;
  const pick = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
  const named = [pick('error'), pick('message')].sort((a, b) => b.length - a.length)[0];
  if (named) return named;
  const longest = Object.values(body)
    .filter((value): value is string => typeof value === 'string')
    .sort((a, b) => b.length - a.length)[0];
  return longest || uploadMessages.failed;
}

/** The name the upload catalogue used first; same function. */
export const uploadAddressError = uploadErrorMessage;
