import { brand, claims, programme } from '@gw/config';
import type { FaqEntry } from '../types.ts';

/** The general FAQ: every path without a set of its own (spec §2, 10 items). */
export const generalFaq: FaqEntry[] = [
  {
    question: `What is ${brand.name}?`,
    answer: `${brand.name} is a cloud platform that lowers the risk of real-estate and infrastructure projects through visibility and control. Dashboards, budget and cost control, procurement, quality assurance, scheduling and reporting sit in one place, for everyone who funds, owns or builds the project.`,
  },
  {
    question: `Who is ${brand.name} for?`,
    answer:
      'Lenders and capital providers, property developers, private and enterprise project owners, contractors and consultants. Each sees the same live project record, through the view and permissions that fit their role.',
  },
  {
    question: 'Can I add a project that is already under way?',
    answer:
      'Yes. Projects can be new or already under way. Enter the budget, schedule and work completed so far, and tracking starts from today.',
  },
  {
    question: 'How long does it take to get started?',
    answer: `Sign-up takes about ${claims.signUpMinutes} minutes. Completing your profile takes ${claims.profileMinutes.min}-${claims.profileMinutes.max} minutes more, and you can create a project in under ${claims.createProjectMinutes} minutes.`,
  },
  {
    question: 'Who can see my project information?',
    answer:
      'Only the people you give permission to. Role-based permissions let your team, partners and auditors share data, and each of them sees only what their role allows.',
  },
  {
    question: 'How do I bring my team on board?',
    answer:
      'Invite them by e-mail from your project. They accept the invitation, set a password and land directly in the projects you shared with them.',
  },
  {
    question: 'Is there a mobile app?',
    answer:
      'The platform is cloud and web based, so it works in the browser on your phone, tablet or computer. Native iOS and Android apps are coming soon.',
  },
  {
    question: 'How are contractors and consultants vetted?',
    answer:
      'We keep a curated pool of verified contractors and consultants. Each one is checked before joining and rated on the projects they deliver, so you choose on evidence, not on promises.',
  },
  {
    question: 'Are project funds protected?',
    answer: `Project funds are ${claims.fundsInsuredPct}% insured against financial loss, and you can link the release of funds to project milestones, so money moves only when the work is done.`,
  },
  {
    question: 'How much does it cost?',
    answer: `You can start on the Free plan with one project. Paid plans add unlimited projects, more storage and more users, and the Premium plan gives you a shortlist of ${programme.premiumShortlist} contractors for your project.`,
    cta: { label: 'See our plans', href: '/pricing/premium' },
  },
];
