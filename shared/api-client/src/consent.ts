import { type ConsentGiven, consentHeader, consentNotice } from '@gw/config';

/**
 * What the visitor was shown and chose, stamped when Submit was pressed: the notice version the
 * form shows (@gw/config), the marketing choice (false unless ticked) and the device's time.
 */
export function consentGiven(marketing: boolean): ConsentGiven {
  return { notice: consentNotice.version, marketing, at: new Date().toISOString() };
}

/** The consent as one request header (URI-encoded JSON), beside the body as attribution is. */
export function consentHeaders(consent: ConsentGiven | undefined): Record<string, string> {
  return consent ? { [consentHeader]: encodeURIComponent(JSON.stringify(consent)) } : {};
}
