import { limits } from '@gw/config';
import { type Infer, type } from 'superstruct';
import { messages } from '../messages.ts';
import { email, field, minLength, required } from '../rules.ts';
import { cap, honeypot, textCap } from './shared.ts';

const t = messages.teaser;
const p = messages.contactPage;

/** The home/referral contact teaser ('Get in touch'), with the product's lower-case field names. */
export const contactTeaserForm = type({
  firstname: field(
    'firstname',
    required(t.firstnameRequired),
    minLength(limits.nameMin, t.firstnameMin),
    cap('firstname'),
  ),
  lastname: field(
    'lastname',
    required(t.lastnameRequired),
    minLength(limits.nameMin, t.lastnameMin),
    cap('lastname'),
  ),
  email: field('email', required(t.emailRequired), email(t.emailValid), cap('email')),
  message: field(
    'message',
    required(t.messageRequired),
    minLength(limits.messageMin, t.messageMin),
    cap('message', textCap),
  ),
});
export type ContactTeaserValues = Infer<typeof contactTeaserForm>;

/** The teaser's row for the spreadsheet service: renamed fields plus an ISO timestamp. */
export const teaserRowPayload = type({
  firstName: contactTeaserForm.schema.firstname,
  lastName: contactTeaserForm.schema.lastname,
  email: contactTeaserForm.schema.email,
  description: contactTeaserForm.schema.message,
  timestamp: field('timestamp', required(messages.body.timestampRequired), (value) =>
    Number.isNaN(Date.parse(String(value))) ? messages.body.timestampRequired : true,
  ),
  ...honeypot,
});
export type TeaserRow = Infer<typeof teaserRowPayload>;

/** The contact page form (checked on blur and on submit). */
export const contactPageForm = type({
  firstName: field('firstName', required(p.firstNameRequired), cap('firstName')),
  lastName: field('lastName', required(p.lastNameRequired), cap('lastName')),
  email: field('email', required(p.emailValid), email(p.emailValid), cap('email')),
  message: field('message', required(p.messageRequired), cap('message', textCap)),
});
export type ContactPageValues = Infer<typeof contactPageForm>;

/** POST /inquiries/contact-us body. */
export const contactUsPayload = type({
  firstName: contactPageForm.schema.firstName,
  lastName: contactPageForm.schema.lastName,
  email: contactPageForm.schema.email,
  description: field('description', required(p.messageRequired), cap('description', textCap)),
  ...honeypot,
});
export type ContactUsPayload = Infer<typeof contactUsPayload>;
