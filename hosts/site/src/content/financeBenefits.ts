import { programme } from '@gw/config';
import type { BenefitCard } from './types.ts';

const icon = (name: string) => `/images/icons/${name}.svg`;

/** The Build Now Pay Later page's six benefits (spec §2). */
export const financeBenefits: BenefitCard[] = [
  {
    imageSrc: icon('payment'),
    title: 'Payment Plan',
    content:
      '$0 payment until completion. Your repayment plan starts once the building is finished and handed over to you.',
  },
  {
    imageSrc: icon('globe'),
    title: 'Eligibility',
    content: `Live and work in Australia, Canada, the UK, the USA or Europe, and build up to US$${programme.financeMaxUsd.toLocaleString('en-US')} at home.`,
  },
  {
    imageSrc: icon('visibility'),
    title: 'Project Tracking',
    content:
      'Follow progress, spending and inspections on your dashboard from wherever you live, with photos from site.',
  },
  {
    imageSrc: icon('clock'),
    title: 'Prompt Project Delivery',
    content: `Move in after ${programme.financeDeliveryMonths} months instead of the ${programme.financeUsualMonths}+ months a self-managed build usually takes.`,
  },
  {
    imageSrc: icon('materials'),
    title: 'Building Materials Cost Control',
    content:
      'Materials are bought through managed procurement at agreed prices and tracked to site, so none are lost or overpriced.',
  },
  {
    imageSrc: icon('verified'),
    title: 'Professional Guarantee',
    content:
      'Verified contractors, architects and engineers deliver your project, and their work is inspected against quality checklists.',
  },
];
