import { programme } from '@gw/config';
import type { FaqEntry } from '../types.ts';

/** FAQ of the Build Now Pay Later page (/finance), passed to the FAQ block explicitly. */
export const financeFaq: FaqEntry[] = [
  {
    question: 'Can I use Build Now Pay Later to buy a house instead of building one?',
    answer:
      'No. Build Now Pay Later finances building only: new builds and renovations managed on the platform. Buying a finished property is not supported.',
  },
  {
    question: 'Does the financing cover buying land?',
    answer:
      'No. Land purchases are not included. You need to own the land, or have secured it, before the build starts.',
  },
  {
    question: 'Are consulting services included?',
    answer:
      'Yes. Consulting services are included: architects, and mechanical, electrical and structural engineers work on your project as part of the package.',
  },
  {
    question: 'Who can apply?',
    answer: `People who live and work in Australia, Canada, the UK, the USA or Europe and want to build in Nigeria, for projects of up to US$${programme.financeMaxUsd.toLocaleString('en-US')}.`,
  },
  {
    question: 'When do I start paying?',
    answer:
      'You pay $0 until completion. Your payment plan starts once the building is handed over.',
  },
];
