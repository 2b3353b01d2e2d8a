import { brand, defaultRetentionMonths, programme } from '@gw/config';
import type { PolicySection } from './types.ts';

/** When the policy's text last changed (shown under its heading). */
export const privacyPolicyUpdated = '26 November 2026';

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
    paragraphs: [
      'We collect only what you type into a form and send to us, and a little about where you sent it from. Each form asks for:',
    ],
    list: [
      'Book a demo (on our pages, on partner websites and when you schedule a call): business name, first and last name, phone number, e-mail address and, if you add one, a description of what you need.',
      'Funding application: business name, website and business e-mail; the project description, country, state, currency, amount and the documents you upload; your first and last name, role, e-mail address and phone number.',
      'Waitlist: first and last name, e-mail address, phone number, the country you live in and the country you want to build in.',
      'Contact form and "Get in touch": first and last name, e-mail address and your message.',
      'Join our team: the LinkedIn profile link you send.',
      'With every form: the page and partner website it was sent from, the referring page and campaign parameters, the version of the notice shown beside the form and your marketing choice, and when you sent it. We keep no cookie and no advertising identifier for this.',
    ],
  },
  {
    title: 'How We Use Your Information',
    paragraphs: [
      'We use what you send to answer that request: to book and hold your demo, assess your funding application with the lenders it names, add you to the waitlist, reply to your message or consider your profile. We also use it to keep the service secure.',
      'We send you news and funding opportunities by e-mail only if you ticked "Keep me informed" on a form. That box is never ticked for you, and leaving it empty changes nothing about your request.',
    ],
  },
  {
    title: 'Information Sharing',
    paragraphs: [
      'We do not sell your personal information. We share it only with the people you give permission to on a project, with lenders when you apply for funding, with service providers who store or process it on our behalf under contract, and where the law requires it.',
    ],
  },
  {
    title: 'Your Choices',
    paragraphs: [
      `You can ask us at any time for a copy of everything we hold about your e-mail address (your requests, the documents you uploaded and the record of what you agreed to), to correct it, or to erase it. Write to ${brand.supportEmail} from that address; we answer within 30 days. Erasing removes your requests and documents everywhere we keep them and stops anything not yet sent on to our systems; we keep only a one-way fingerprint of the address so that an old copy cannot bring them back. For a Join our team profile, tell us the LinkedIn link instead.`,
      'You can withdraw your marketing choice as easily as you gave it: use the link in any of our e-mails, or write to us, and we stop at once.',
      `We keep requests and their documents for ${defaultRetentionMonths} months after you send them, then erase them automatically, unless they become part of a project you run on the platform.`,
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
      'We operate in Nigeria and Canada and serve users in Nigeria and around the world, including the United Kingdom, the European Union, Canada and the United States. We handle your information as the Nigeria Data Protection Act 2023 and, for users in the UK and the EU, the GDPR require: you have the rights described under Your Choices wherever you live. Your information may be processed in countries other than your own, with the same protections described in this policy.',
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
