export type { LeadOutcome as FundingOutcome } from '@gw/api-client';
export { FundingWizard, type FundingWizardProps } from './FundingWizard.tsx';
export {
  type FundingPrefill,
  type FundingValues,
  fundingPrefillFields,
  type UploadedFile,
} from './fundingValues.ts';
