import { claims, pricing } from '@gw/config';
import type { FaqEntry } from '../types.ts';

/** FAQ for enterprise project owners (/enterprise). */
export const enterpriseFaq: FaqEntry[] = [
  {
    question: 'How does the platform work for a large organisation?',
    answer: `Sign-up takes about ${claims.enterpriseSignUpMinutes} minutes. You then invite your teams by e-mail, give each member a role, and every project in the organisation reports into one cluster view.`,
  },
  {
    question: 'Can partners and auditors work with us on the platform?',
    answer:
      'Yes. Role-based permissions give partners, consultants and auditors controlled access: they see the data their role needs and nothing more.',
  },
  {
    question: 'Can tendering run on the platform?',
    answer:
      'Yes. Online competitive bidding automates the tender process, from invitations to bid through receiving and analysing bids, with a full record of every submission.',
  },
  {
    question: 'What does the Enterprise plan include?',
    answer: `${pricing.plans.enterprise.projects}, ${pricing.plans.enterprise.storage} of document storage, and a dedicated team to onboard your organisation.`,
    cta: { label: 'View the Enterprise Plan', href: '/pricing/enterprise' },
  },
  {
    question: 'Can we keep our quality standards consistent across sites?',
    answer:
      'Yes. Build quality assurance checklists once and use them on every project; each item needs an approval before work moves on.',
  },
];
