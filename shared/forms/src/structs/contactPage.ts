import { type Infer, type } from 'superstruct';
import { contactPageFieldMessages as p } from '../messages.ts';
import { email, field, required } from '../rules.ts';
import { cap, honeypot, textCap } from './shared.ts';

/** The contact page form (checked on blur and on submit). */
export const contactPageForm = type({
  firstName: field('firstName', required(p.firstNameRequired), cap('firstName')),
  lastName: field('lastName', required(p.lastNameRequired), cap('lastName')),
  email: field('email', required(p.emailValid), email(p.emailValid), cap('email')),
  message: field('message', required(p.messageRequired), cap('message', textCap)),
});
export type ContactPageValues = Infer<typeof contactPageForm>;

/** POST /inquiries/contact-us body: the page's message travels as description. */
export const contactUsPayload = type({
  firstName: contactPageForm.schema.firstName,
  lastName: contactPageForm.schema.lastName,
  email: contactPageForm.schema.email,
  description: field('description', required(p.messageRequired), cap('description', textCap)),
  ...honeypot,
});
export type ContactUsPayload = Infer<typeof contactUsPayload>;
