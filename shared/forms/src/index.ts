export { formatAmount, parseAmount, sanitizeAmount } from './amount.ts';
export { defaults, messages, storageMessages } from './messages.ts';
export { buildContactUsPayload } from './payloads/buildContactUsPayload.ts';
export { buildDemoPayload } from './payloads/buildDemoPayload.ts';
export { buildFundingPayload } from './payloads/buildFundingPayload.ts';
export { buildProfilePayload } from './payloads/buildProfilePayload.ts';
export { buildTeaserRow, type Clock } from './payloads/buildTeaserRow.ts';
export { buildWaitlistPayload } from './payloads/buildWaitlistPayload.ts';
export {
  type SchedulePrefill,
  schedulePrefillFromQuery,
  schedulePrefillQuery,
} from './schedulePrefill.ts';
export { firstUnstorable, isStorable } from './storable.ts';
export {
  type ClientReport,
  clientReportPayload,
  clientReportReasons,
} from './structs/clientReport.ts';
export {
  type ContactPageValues,
  type ContactUsPayload,
  contactPageForm,
  contactUsPayload,
} from './structs/contactPage.ts';
export {
  type ContactTeaserValues,
  contactTeaserForm,
  type TeaserRow,
  teaserRowPayload,
} from './structs/contactTeaser.ts';
export { type DemoPayload, type DemoValues, demoForm, demoPayload } from './structs/demo.ts';
export {
  type FundingPayload,
  type FundingValues,
  fundingForm,
  fundingPayload,
  fundingSteps,
} from './structs/funding.ts';
export { type FundingCompanyValues, fundingCompanyStep } from './structs/fundingCompanyStep.ts';
export { type FundingContactValues, fundingContactStep } from './structs/fundingContactStep.ts';
export { type FundingDetailsValues, fundingDetailsStep } from './structs/fundingDetailsStep.ts';
export {
  type JoinTeamValues,
  joinTeamForm,
  type ProfilePayload,
  profilePayload,
} from './structs/joinTeam.ts';
export { type StatesRequest, statesRequestPayload } from './structs/statesRequest.ts';
export { type UploadedFileValue, uploadedFile } from './structs/uploadedFile.ts';
export { type UploadRequest, uploadRequestPayload } from './structs/uploadRequest.ts';
export {
  type WaitlistPayload,
  type WaitlistValues,
  waitlistForm,
  waitlistPayload,
} from './structs/waitlist.ts';
export {
  type FieldsSchema,
  firstProblem,
  parseBody,
  parseFields,
  pickKnown,
  type Validatable,
  validateForm,
} from './validate.ts';
export { type FundingStep, validateStep } from './validateStep.ts';
