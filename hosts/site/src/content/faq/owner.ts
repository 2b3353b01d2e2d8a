import { claims, programme } from '@gw/config';
import type { FaqEntry } from '../types.ts';

/** FAQ for private project owners (/owner), many of them building from abroad. */
export const ownerFaq: FaqEntry[] = [
  {
    question: 'I live abroad. Can I follow my build in Nigeria from here?',
    answer:
      'Yes. Photos, schedule updates, spending and quality checklists arrive in your dashboard as the work happens, so you see what is happening on site without relying on phone calls or a relative visiting.',
  },
  {
    question: 'How do I find a contractor I can trust?',
    answer: `Choose from our pool of verified contractors and consultants, each rated on delivered projects. On the Premium plan we give you a shortlist of ${programme.premiumShortlist} contractors matched to your project.`,
    cta: { label: 'View the Premium Plan', href: '/pricing/premium' },
  },
  {
    question: 'How do I stop my budget from running away?',
    answer:
      'Every purchase and payment is recorded against your budget, and material prices are tracked through procurement. You see overruns as they start, not when the money is gone.',
  },
  {
    question: 'Can someone check the work on site for me?',
    answer:
      'Yes. We can provide a project monitoring service with deployed professionals who inspect the site, complete the quality checklists and report back to you.',
  },
  {
    question: 'Can I pay my contractor by milestone?',
    answer:
      'Yes. Link the release of funds to project milestones, and payment goes out only when the milestone has been approved.',
  },
  {
    question: 'How quickly can I start?',
    answer: `About ${claims.signUpAndCreateProjectMinutes} minutes to sign up and create your first project.`,
  },
];
