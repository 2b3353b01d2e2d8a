import { define, type Infer, type } from 'superstruct';
import { defaults, fundingFieldMessages } from '../messages.ts';
import { fundingCompanyStep } from './fundingCompanyStep.ts';
import { fundingContactStep } from './fundingContactStep.ts';
import { fundingDetailFields, fundingDetailsStep } from './fundingDetailsStep.ts';
import { honeypot } from './shared.ts';

/** The wizard's three steps in order (index 0 is step 1), for its Next button. */
export const fundingSteps = [fundingCompanyStep, fundingDetailsStep, fundingContactStep] as const;

/** The whole application as the visitor filled it. */
export const fundingForm = type({
  ...fundingCompanyStep.schema,
  ...fundingDetailsStep.schema,
  ...fundingContactStep.schema,
});
export type FundingValues = Infer<typeof fundingForm>;

/** A sent amount: a finite number greater than 0 (commas already removed by the builder). */
const sentAmount = define<number>('amount', (value) => {
  if (value === undefined || value === null || value === '')
    return fundingFieldMessages.amountRequired;
  return (
    (typeof value === 'number' && Number.isFinite(value) && value > 0) ||
    defaults.positive('amount')
  );
});

/** POST /funding-application/create body: amount as a number, files as {S3Key, Bucket, type}. */
export const fundingPayload = type({
  ...fundingCompanyStep.schema,
  ...fundingDetailFields,
  amount: sentAmount,
  ...fundingContactStep.schema,
  ...honeypot,
});
export type FundingPayload = Infer<typeof fundingPayload>;
