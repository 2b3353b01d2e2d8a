import { limits } from '@gw/config';
import { type Infer, type } from 'superstruct';
import { demoFieldMessages as m } from '../messages.ts';
import { email, field, minLength, optionalField, required } from '../rules.ts';
import { cap, honeypot, textCap } from './shared.ts';

/** 'Schedule a Demo' (spec §5 Demo form), fields in the spec's order. */
export const demoForm = type({
  businessName: field(
    'businessName',
    required(m.businessNameRequired),
    minLength(limits.nameMin, m.businessNameMin),
    cap('businessName'),
  ),
  firstName: field(
    'firstName',
    required(m.firstNameRequired),
    minLength(limits.nameMin, m.firstNameMin),
    cap('firstName'),
  ),
  lastName: field(
    'lastName',
    required(m.lastNameRequired),
    minLength(limits.nameMin, m.lastNameMin),
    cap('lastName'),
  ),
  phone: field(
    'phone',
    required(m.phoneRequired),
    minLength(limits.phoneMin, m.phoneMin),
    cap('phone'),
  ),
  email: field('email', required(m.emailRequired), email(m.emailValid), cap('email')),
  description: optionalField('description', cap('description', textCap)),
});
export type DemoValues = Infer<typeof demoForm>;

/** POST /leads/request body: the form's fields (description only when given) and the honeypot. */
export const demoPayload = type({ ...demoForm.schema, ...honeypot });
export type DemoPayload = Infer<typeof demoPayload>;
