export { FundingWizard, type FundingWizardProps } from './FundingWizard.tsx';
export {
  type FundingPrefill,
  type FundingValues,
  fundingPrefillFields,
  type UploadedFile,
} from './fundingValues.ts';
export type { FundingOutcome } from './sendFunding.ts';
