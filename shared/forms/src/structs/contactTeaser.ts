import { limits } from '@gw/config';
import { type Infer, type } from 'superstruct';
import { bodyMessages, teaserFieldMessages as t } from '../messages.ts';
import { email, field, isoTimestamp, minLength, required } from '../rules.ts';
import { cap, honeypot, textCap } from './shared.ts';

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
  timestamp: field(
    'timestamp',
    required(bodyMessages.timestampRequired),
    isoTimestamp(bodyMessages.timestampRequired),
  ),
  ...honeypot,
});
export type TeaserRow = Infer<typeof teaserRowPayload>;
