import { claims } from '@gw/config';
import type { FaqEntry } from '../types.ts';

/** FAQ for lenders and capital providers (/lender). */
export const lenderFaq: FaqEntry[] = [
  {
    question: 'What can I see on the projects I fund?',
    answer:
      'Budget against actual spend, schedule against progress, procurement, approved quality checklists and the project documents, in real time and without waiting for a monthly report.',
  },
  {
    question: 'Can disbursements follow construction progress?',
    answer:
      'Yes. Link the release of funds to project milestones. Each milestone is evidenced by approvals and checklists before money moves.',
  },
  {
    question: 'How is my capital protected?',
    answer: `Project funds are ${claims.fundsInsuredPct}% insured against financial loss, and role-based permissions keep sensitive information visible only to those you allow.`,
  },
  {
    question: 'Can I follow my whole portfolio at once?',
    answer:
      'Yes. The cluster view shows every funded project together, with performance tracking and alerts for delayed tasks and budget overruns across the portfolio.',
  },
  {
    question: 'Can my auditors and partners get access?',
    answer:
      'Invite them by e-mail and give them a role. They see the reports and records you share, and nothing else.',
  },
  {
    question: 'How do I see the platform in action?',
    answer:
      'Book a demo with our sales team. We walk you through a live portfolio and answer questions about your lending process.',
  },
];
