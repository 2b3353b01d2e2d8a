import type { PartnerLogo } from './types.ts';

function wordmark(id: string, alt: string): PartnerLogo {
  return { src: `/images/partners/${id}.svg`, alt, width: 200, height: 40 };
}

/** 'Users that Trust Us': neutral wordmarks (no third-party marks are reproduced). */
export const partnerLogos: PartnerLogo[] = [
  wordmark('crestline', 'Crestline Capital'),
  wordmark('harmattan', 'Harmattan Homes'),
  wordmark('ivory-coastal', 'Ivory Coastal Developers'),
  wordmark('sahel-build', 'Sahel Build Partners'),
  wordmark('baobab', 'Baobab Realty'),
  wordmark('meridian', 'Meridian Infrastructure Fund'),
];
