export { FundingWizard, type FundingWizardProps } from './FundingWizard.tsx';
export type { FundingValues, UploadedFile } from './fundingValues.ts';
