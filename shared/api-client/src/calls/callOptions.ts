import type { Attribution } from '@gw/config';

/** Where a lead call goes and where the lead came from. */
export type LeadCallOptions = {
  /** The provider's identity service ({iam host}); default apiBaseUrl of @gw/config. */
  apiBase?: string | undefined;
  /** Sent as the X-Gw-Attribution header (lead calls only). */
  attribution?: Attribution | undefined;
};

/** A JSON answer's `message`/`error` fields, which the catalogue reads. */
export type Message = { message?: string; error?: string };
