import { iconImage } from './images.ts';
import type { AudienceCard } from './types.ts';

/** 'Built For' cards on the home page (spec §2). */
export const audienceCards: AudienceCard[] = [
  {
    title: 'Lenders',
    description:
      'Follow every project you fund in real time and release money against approved milestones, not promises.',
    icon: iconImage('lender'),
    link: '/lender',
  },
  {
    title: 'Property Developers',
    description:
      'Run budgets, procurement and quality across all your sites, and apply for lender funding as a qualified developer.',
    icon: iconImage('developer'),
    link: '/developer',
  },
  {
    title: 'Project Owners',
    description:
      'Build at home from anywhere: see spending, progress and inspections as they happen, with verified contractors.',
    icon: iconImage('owner'),
    link: '/owner',
  },
];
