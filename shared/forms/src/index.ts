export { formatAmount, parseAmount, sanitizeAmount } from './amount.ts';
export {
  type ContactPageValues,
  type ContactTeaserValues,
  type ContactUsPayload,
  contactPageForm,
  contactTeaserForm,
  contactUsPayload,
  type TeaserRow,
  teaserRowPayload,
} from './forms/contact.ts';
export { type DemoPayload, type DemoValues, demoForm, demoPayload } from './forms/demo.ts';
export {
  type FundingPayload,
  type FundingValues,
  fundingCompanyStep,
  fundingContactStep,
  fundingDetailsStep,
  fundingForm,
  fundingPayload,
  fundingSteps,
  uploadedFile,
} from './forms/funding.ts';
export {
  type JoinTeamValues,
  joinTeamForm,
  type ProfilePayload,
  profilePayload,
} from './forms/joinTeam.ts';
export {
  type StatesRequest,
  statesRequestPayload,
  type UploadRequest,
  uploadRequestPayload,
} from './forms/requests.ts';
export {
  type WaitlistPayload,
  type WaitlistValues,
  waitlistForm,
  waitlistPayload,
} from './forms/waitlist.ts';
export { defaults, messages } from './messages.ts';
export {
  buildContactUsPayload,
  buildDemoPayload,
  buildFundingPayload,
  buildProfilePayload,
  buildTeaserRow,
  buildWaitlistPayload,
} from './payloads.ts';
export {
  type FieldsSchema,
  firstProblem,
  parseBody,
  parseFields,
  type Validatable,
  validateForm,
  validateStep,
} from './validate.ts';
