import type { FaqEntry } from '../types.ts';

/** FAQ for contractors (/contractor); consultants (/consultant) get the same set. */
export const contractorFaq: FaqEntry[] = [
  {
    question: 'How do I join the pool of verified professionals?',
    answer:
      'Create your profile, add your company details, past projects and certifications, and submit it for verification. Once verified, project owners and developers can find and invite you.',
  },
  {
    question: 'How do I win work on the platform?',
    answer:
      'Verified contractors and consultants receive invitations to bid on projects that match their profile. Submit your bid online and follow its status until the contract is awarded.',
  },
  {
    question: 'How does the rating system work?',
    answer:
      'Clients rate each completed project on quality, timeliness and communication. Good ratings move you up in searches and shortlists.',
  },
  {
    question: 'Does it cost anything to create a profile?',
    answer:
      'No. Creating and verifying your profile is free. Paid plans add tools for running your own projects, such as procurement and cost control.',
    cta: { label: 'Compare plans', href: '/pricing/premium' },
  },
  {
    question: 'Can I manage my site teams on the platform?',
    answer:
      'Yes. Invite your team by e-mail, assign tasks on the schedule, complete quality checklists and share progress with the client, all from one project.',
  },
];
