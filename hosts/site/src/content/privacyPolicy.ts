import { brand, programme } from '@gw/config';
import type { PolicySection } from './types.ts';

/** The Privacy Policy's ten numbered sections (spec §2), in order. */
export const privacySections: PolicySection[] = [
  {
    title: 'Introduction',
    paragraphs: [
      `This Privacy Policy explains how ${brand.name} collects, uses and protects personal information when you visit our website, contact us, join our waitlist, apply for funding or use our platform.`,
      'By using our services you agree to the practices described here.',
    ],
  },
  {
    title: 'Information We Collect',
    paragraphs: ['We collect the information you give us and a limited amount of technical data:'],
    list: [
      'Contact details: your name, e-mail address, phone number and country.',
      'Business and project details: business name, website, project description, location, budget and documents you upload.',
      'Professional details you submit, such as a LinkedIn profile link.',
      'Usage data: pages visited, the page that referred you and campaign parameters, used to understand how visitors find us.',
    ],
  },
  {
    title: 'How We Use Your Information',
    paragraphs: ['We use your information to:'],
    list: [
      'respond to demo requests, messages and funding applications;',
      'create and run your account and projects;',
      'verify contractors and consultants;',
      'send updates you asked for, such as waitlist and early-access news;',
      'improve our website and services, and keep them secure.',
    ],
  },
  {
    title: 'Information Sharing',
    paragraphs: [
      'We do not sell your personal information. We share it only with the people you give permission to on a project, with lenders when you apply for funding, with service providers who process it on our behalf under contract, and where the law requires it.',
    ],
  },
  {
    title: 'Your Choices',
    paragraphs: [
      'You can ask to see, correct or delete your personal information, and you can unsubscribe from marketing e-mails at any time through the link in each e-mail.',
    ],
  },
  {
    title: 'Data Security',
    paragraphs: [
      'We protect your information with encryption in transit, access controls and role-based permissions, so project data is visible only to those with permission. No system is perfectly secure, and we review our safeguards regularly.',
    ],
  },
  {
    title: "Children's Privacy",
    paragraphs: [
      `Our services are not intended for anyone under ${programme.minimumAge}. We do not knowingly collect information from users under ${programme.minimumAge}; if we learn we have, we delete it.`,
    ],
  },
  {
    title: 'International Users',
    paragraphs: [
      'We operate in Nigeria and Canada and serve users around the world. Your information may be processed in countries other than your own, with the same protections described in this policy.',
    ],
  },
  {
    title: 'Changes to this Privacy Policy',
    paragraphs: [
      'We may update this policy from time to time. When we make significant changes we will post the new version on this page and, where appropriate, tell you by e-mail.',
    ],
  },
  {
    title: 'Contact Us',
    paragraphs: [
      `For privacy questions or data requests, write to ${brand.supportEmail}. We reply within 30 days.`,
    ],
  },
];
