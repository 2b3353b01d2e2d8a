import { claims } from '@gw/config';
import type { FaqEntry } from '../types.ts';

/** FAQ for property developers (/developer). */
export const developerFaq: FaqEntry[] = [
  {
    question: 'Can I get funding for my development?',
    answer:
      'Yes. A lender-funding option is available to qualified developers. Apply for Funding takes you through a three-step application: your company, the project and the funding you need, and a contact person.',
  },
  {
    question: 'What do I need to apply for funding?',
    answer:
      'Your business name and e-mail, a short project description, the country and state of the project, the amount and currency you need, and any supporting documents such as drawings, approvals or a bill of quantities.',
  },
  {
    question: 'How does the platform help me keep lenders confident?',
    answer:
      'Lenders see the same live record you do: budget against spend, schedule against progress and approved quality checklists. Funds can be released against milestones, so each draw is backed by evidence.',
  },
  {
    question: 'I run several sites. Can I see them together?',
    answer:
      'Yes. The cluster view brings every project in your portfolio into one dashboard, with delayed tasks and budget alerts across all of them.',
  },
  {
    question: 'How are bids from contractors handled?',
    answer:
      'Online competitive bidding automates the tender process: send invitations to bid, receive the bids and compare them side by side before you award the contract.',
  },
  {
    question: 'How long does it take to create a project?',
    answer: `Under ${claims.createProjectMinutes} minutes once your account is set up.`,
  },
];
