import { currencies, limits } from '@gw/config';
import { array, type Infer, optional, type } from 'superstruct';
import { parseAmount } from '../amount.ts';
import { defaults, fundingFieldMessages as m } from '../messages.ts';
import { type Check, field, maxLength, oneOf, required } from '../rules.ts';
import { cap } from './shared.ts';
import { uploadedFile } from './uploadedFile.ts';

const currencyCodes = currencies.map((currency) => currency.code);

/** Step 2's fields that travel unchanged (the amount changes from text to a number). */
export const fundingDetailFields = {
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

/**
 * The typed amount, commas removed, is a finite number greater than 0 (what gets sent): a run of
 * 310 digits parses to Infinity, which JSON would send as null.
 */
const positiveAmount: Check = (value) => {
  const amount = parseAmount(String(value));
  return Number.isFinite(amount) && amount > 0 ? true : defaults.positive('amount');
};

/** Funding step 2; the amount is the visitor's formatted text ('1,500,000'). */
export const fundingDetailsStep = type({
  ...fundingDetailFields,
  amount: field('amount', required(m.amountRequired), positiveAmount),
});
export type FundingDetailsValues = Infer<typeof fundingDetailsStep>;
