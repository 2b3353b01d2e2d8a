import { type Infer, type } from 'superstruct';
import { fundingFieldMessages as m, personFieldMessages as person } from '../messages.ts';
import { email, field, required } from '../rules.ts';
import { cap } from './shared.ts';

/** Funding step 3, Contact Person Details: 'Let us get to know you'. */
export const fundingContactStep = type({
  firstName: field('firstName', required(person.firstNameRequired), cap('firstName')),
  lastName: field('lastName', required(person.lastNameRequired), cap('lastName')),
  email: field('email', required(person.emailRequired), email(m.emailValid), cap('email')),
  role: field('role', required(m.roleRequired), cap('role')),
  phone: field('phone', required(person.phoneRequired), cap('phone')),
  countryCode: field('countryCode', required(m.countryCodeRequired), cap('countryCode', 8)),
});
export type FundingContactValues = Infer<typeof fundingContactStep>;
