import { claims } from '@gw/config';
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
