import { currencies, limits } from '@gw/config';
import { array, define, type Infer, optional, type } from 'superstruct';
import { parseAmount } from '../amount.ts';
import { defaults, messages } from '../messages.ts';
import { email, field, maxLength, oneOf, optionalField, required, url } from '../rules.ts';
import { cap, honeypot } from './shared.ts';

const m = messages.funding;
const person = messages.person;
const currencyCodes = currencies.map((currency) => currency.code);

/** A stored upload; each needs Bucket, S3Key and type (spec §5). */
export const uploadedFile = type({
  Bucket: field('Bucket', required(defaults.required('Bucket')), cap('Bucket')),
  S3Key: field('S3Key', required(defaults.required('S3Key')), cap('S3Key', 500)),
  type: field('type', required(defaults.required('type')), cap('type')),
  name: optionalField('name', cap('name', 500)),
});

/** Step 1, Company Details: 'Tell us about your company'. */
export const fundingCompanyStep = type({
  businessName: field('businessName', required(m.businessNameRequired), cap('businessName')),
  website: optionalField('website', url(m.websiteValid), cap('website', 500)),
  businessEmail: field(
    'businessEmail',
    required(m.businessEmailRequired),
    email(m.emailValid),
    cap('businessEmail'),
  ),
});

const detailFields = {
  uploadedFiles: optional(array(uploadedFile)),
  projectDescription: field(
    'projectDescription',
    required(m.projectDescriptionRequired),
    maxLength(limits.descriptionMax, 'projectDescription'),
  ),
  country: field('country', required(m.countryRequired), cap('country')),
  state: field('state', required(m.stateRequired), cap('state')),
  currency: field(
    'currency',
    required(m.currencyRequired),
    oneOf(currencyCodes, defaults.oneOf('currency', currencyCodes)),
  ),
};

/** Step 2, funding details; the amount is the visitor's formatted text ('1,500,000'). */
export const fundingDetailsStep = type({
  ...detailFields,
  amount: field('amount', required(m.amountRequired), (value) =>
    parseAmount(String(value)) > 0 ? true : defaults.positive('amount'),
  ),
});

/** Step 3, Contact Person Details: 'Let us get to know you'. */
export const fundingContactStep = type({
  firstName: field('firstName', required(person.firstNameRequired), cap('firstName')),
  lastName: field('lastName', required(person.lastNameRequired), cap('lastName')),
  email: field('email', required(person.emailRequired), email(m.emailValid), cap('email')),
  role: field('role', required(m.roleRequired), cap('role')),
  phone: field('phone', required(person.phoneRequired), cap('phone')),
  countryCode: field('countryCode', required(m.countryCodeRequired), cap('countryCode', 8)),
});

/** The three steps in order, for the wizard's Next. */
export const fundingSteps = [fundingCompanyStep, fundingDetailsStep, fundingContactStep] as const;

/** The whole application as the visitor filled it. */
export const fundingForm = type({
  ...fundingCompanyStep.schema,
  ...fundingDetailsStep.schema,
  ...fundingContactStep.schema,
});
export type FundingValues = Infer<typeof fundingForm>;

/** POST /funding-application/create body: amount as a number greater than 0. */
export const fundingPayload = type({
  ...fundingCompanyStep.schema,
  ...detailFields,
  amount: define<number>('amount', (value) => {
    if (value === undefined || value === null || value === '') return m.amountRequired;
    return (typeof value === 'number' && value > 0) || defaults.positive('amount');
  }),
  ...fundingContactStep.schema,
  ...honeypot,
});
export type FundingPayload = Infer<typeof fundingPayload>;
