import { claims, programme } from '@gw/config';
import type { BenefitCard } from './types.ts';

const icon = (name: string) => `/images/icons/${name}.svg`;

/** 'What you get': six benefit cards (spec §2). */
export const benefits: BenefitCard[] = [
  {
    imageSrc: icon('visibility'),
    title: 'Real-time visibility',
    content:
      'Budget, schedule, procurement and quality for every project on one dashboard, updated as the work happens on site.',
  },
  {
    imageSrc: icon('alert'),
    title: 'Early warnings',
    content:
      'Scheduling with alerts for delayed tasks and budget overruns, so problems are fixed while they are still small.',
  },
  {
    imageSrc: icon('shield'),
    title: 'Insured project funds',
    content: `Project funds are ${claims.fundsInsuredPct}% insured against financial loss, and release can be tied to approved milestones.`,
  },
  {
    imageSrc: icon('verified'),
    title: 'Verified professionals',
    content:
      'A curated pool of verified contractors and consultants with a rating system, and online bidding to compare them fairly.',
  },
  {
    imageSrc: icon('lock'),
    title: 'Controlled access',
    content:
      'Role-based permissions let teams, partners and auditors share data. Information is visible only to those with permission.',
  },
  {
    imageSrc: icon('document'),
    title: 'Records that last',
    content:
      'Quality checklists with approvals, and every project document stored with the project, ready for handover, audit or sale.',
  },
];

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
