import { type Infer, type } from 'superstruct';
import { fundingFieldMessages as m } from '../messages.ts';
import { email, field, optionalField, required, url } from '../rules.ts';
import { cap } from './shared.ts';

/** Funding step 1, Company Details: 'Tell us about your company'. */
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
export type FundingCompanyValues = Infer<typeof fundingCompanyStep>;
