import {
  fundingCompanyStep,
  fundingContactStep,
  fundingDetailsStep,
  validateForm,
} from '@gw/forms';
import { initialPhone } from '@gw/ui';
import type { FundingValues } from './fundingValues.ts';

const stepStructs = [fundingCompanyStep, fundingDetailsStep, fundingContactStep] as const;

export function emptyFunding(): FundingValues {
  return {
    businessName: '',
    website: '',
    businessEmail: '',
    uploadedFiles: [],
    projectDescription: '',
    country: null,
    state: '',
    currency: '',
    amount: '',
    firstName: '',
    lastName: '',
    email: '',
    role: '',
    phone: initialPhone(),
  };
}

/** The answers in the shape the @gw/forms funding structs check (spec §3 field names). */
export function toFundingForm(values: FundingValues) {
  const { country, phone, ...rest } = values;
  return {
    ...rest,
    country: country?.name ?? '',
    phone: phone.number.replace(/[^\d]/g, ''),
    countryCode: phone.country.dialCode,
  };
}

/** field -> first message for the given step's fields (spec §5 funding form). */
export function fundingProblems(step: number, values: FundingValues): Record<string, string> {
  const struct = stepStructs[step];
  return struct ? validateForm(struct, toFundingForm(values)) : {};
}
