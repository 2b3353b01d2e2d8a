import type { Attribution, ConsentGiven } from '@gw/config';

/** Where a lead call goes and where the lead came from. */
export type LeadCallOptions = {
  /** The provider's identity service ({iam host}); default apiBaseUrl of @gw/config. */
  apiBase?: string | undefined;
  /** Sent as the X-Gw-Attribution header (lead calls only). */
  attribution?: Attribution | undefined;
  /** Sent as the X-Gw-Consent header (lead calls only): what the form showed and the choice. */
  consent?: ConsentGiven | undefined;
};

/** A JSON answer's `message`/`error` fields, which the catalogue reads. */
export type Message = { message?: string; error?: string };
