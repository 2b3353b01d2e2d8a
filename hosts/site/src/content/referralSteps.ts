import { programme } from '@gw/config';
import type { HowItWorksStep } from './types.ts';

/** The referral page's 'How it works' list (spec §2: 7 steps). */
export const referralSteps: HowItWorksStep[] = [
  {
    title: 'Sign up for the programme',
    description: 'Create your free account from this page; it takes a few minutes.',
  },
  {
    title: 'Get your referral link',
    description: 'Your personal link is waiting in your dashboard as soon as you sign in.',
  },
  {
    title: 'Share it',
    description:
      'Send it to friends, family and colleagues who are planning a build, by WhatsApp, e-mail or social media.',
  },
  {
    title: 'They sign up',
    description: 'When someone opens your link and creates an account, they are linked to you.',
  },
  {
    title: 'They start a project',
    description:
      'Your referral creates a project and subscribes to a paid plan or starts a funded build.',
  },
  {
    title: 'You earn',
    description: `You receive up to $${programme.referralRewardUsd} for each successful referral.`,
  },
  {
    title: 'Repeat',
    description: 'There is no limit on referrals: the more people you refer, the more you earn.',
  },
];
