import type { Testimonial } from './types.ts';

/** 'What users are saying' (spec §2: two quotes). */
export const testimonials: Testimonial[] = [
  {
    message:
      'I am building a four-bedroom duplex in Lekki while living in Toronto. For the first time I see every payment, every delivery of blocks and every inspection the day it happens. I stopped flying home just to check on the site.',
    name: 'Adaeze Okonkwo',
    title: 'Private project owner, Toronto',
  },
  {
    message:
      'We fund developers across three states. Linking disbursements to approved milestones cut our site-visit costs and gave our credit committee evidence instead of assurances.',
    name: 'Tunde Bakare',
    title: 'Head of Real Estate Finance, Lagos',
  },
];
