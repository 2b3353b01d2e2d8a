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
