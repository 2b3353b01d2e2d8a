import type { Attribution, ConsentGiven } from '@gw/config';
import { attributionHeaders } from './attribution.ts';
import { consentHeaders } from './consent.ts';
import { modeHeaders } from './testMode.ts';

/**
 * Everything that travels beside a lead's body, never auth: where it came from, what the visitor
 * was shown and chose (issue 27), and whether it is a test-mode lead (issue 28). Read when
 * called: the attribution names the page the visitor was on when they pressed Submit.
 */
export function leadHeaders(
  attribution: Attribution | undefined,
  consent: ConsentGiven | undefined,
): Record<string, string> {
  return {
    ...attributionHeaders(attribution),
    ...consentHeaders(consent),
    ...modeHeaders(attribution),
  };
}
