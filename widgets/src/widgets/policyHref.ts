import { privacyPolicyPath, siteUrl } from '@gw/config';

/** The privacy policy a widget's notice links to: on the main site, absolute from a partner's page. */
export const policyHref = `${siteUrl}${privacyPolicyPath}`;
