/**
 * The processing notice and the marketing choice every lead form shows (issue 27, DESIGN.md §15).
 * The texts live here once, with their version: a change of text is a new version (a test pins
 * each version to its texts), so a stored lead proves which words the visitor saw.
 */
export const consentNotice = {
  version: '2026-11-26',
  /** The notice, around the link to the privacy policy. */
  notice: {
    before: 'We use these details only to answer this request, as our ',
    link: 'Privacy Policy',
    after: ' explains. You can ask us to see or erase them at any time.',
  },
  /** The separate, unticked choice. */
  marketing: 'Keep me informed about Groundwork news and funding opportunities by e-mail',
} as const;

/**
 * How long leads and their documents are kept before they are erased automatically, unless the
 * API's RETENTION_MONTHS says otherwise: the privacy policy states this figure.
 */
export const defaultRetentionMonths = 24;

/** The privacy policy's path on the main site (absolute from widgets: siteUrl + this). */
export const privacyPolicyPath = '/privacy-policy';

/**
 * What the visitor was shown and chose, beside the body as attribution is (the spec's §7
 * payloads stay as they are): one request header, JSON then URI-encoded.
 */
export const consentHeader = 'X-Gw-Consent';

/** The header's content. */
export interface ConsentGiven {
  /** The notice version shown with the form. */
  notice: string;
  /** The "keep me informed" choice: false unless the visitor ticked it. */
  marketing: boolean;
  /** When Submit was pressed (the device's clock, ISO 8601). */
  at: string;
}

/** The consent record stored with every lead (the API fills it; `notice: null`: none shown). */
export interface ConsentRecord {
  notice: string | null;
  marketing: boolean;
  /** When it was given: the device's time when plausible, else when the lead was stored. */
  at: string;
  page?: string;
  partner?: string;
  /** When an operator withdrew the marketing choice for the address. */
  marketingWithdrawnAt?: string;
}
