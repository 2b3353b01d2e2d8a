import { projectTypes } from '@gw/config';
import { type Infer, type } from 'superstruct';
import {
  defaults,
  personFieldMessages as person,
  waitlistFieldMessages as w,
} from '../messages.ts';
import { email, field, oneOf, optionalField, required } from '../rules.ts';
import { cap, honeypot, textCap } from './shared.ts';

const nameFields = {
  firstName: field('firstName', required(person.firstNameRequired), cap('firstName')),
  lastName: field('lastName', required(person.lastNameRequired), cap('lastName')),
  email: field('email', required(person.emailRequired), email(w.emailValid), cap('email')),
  phoneNumber: field('phoneNumber', required(person.phoneRequired), cap('phoneNumber', 32)),
};
const purpose = field(
  'purpose',
  required(w.purposeRequired),
  oneOf(projectTypes, defaults.oneOf('purpose', projectTypes)),
);
const comment = optionalField('comment', cap('comment', textCap));

/** The waitlist form as the visitor fills it (spec §5). */
export const waitlistForm = type({
  ...nameFields,
  residentCountry: optionalField('residentCountry', cap('residentCountry')),
  targetCountry: field('targetCountry', required(w.targetCountryRequired), cap('targetCountry')),
  purpose,
  comment,
});
export type WaitlistValues = Infer<typeof waitlistForm>;

/** POST /waitlist/add body: the target country travels as buildCountry, the phone without '+'. */
export const waitlistPayload = type({
  ...nameFields,
  residentCountry: field(
    'residentCountry',
    required(defaults.required('residentCountry')),
    cap('residentCountry'),
  ),
  buildCountry: field('buildCountry', required(w.targetCountryRequired), cap('buildCountry')),
  purpose,
  comment,
  ...honeypot,
});
export type WaitlistPayload = Infer<typeof waitlistPayload>;
