export { attributionHeaders, collectAttribution } from './attribution.ts';
export type { LeadCallOptions } from './calls/callOptions.ts';
export { createFundingApplication } from './calls/createFundingApplication.ts';
export { fetchStates, type StatesAnswer, type StatesOptions } from './calls/fetchStates.ts';
export { joinWaitlist } from './calls/joinWaitlist.ts';
export {
  contactLeadPath,
  demoLeadPath,
  fundingLeadPath,
  profileLeadPath,
  waitlistLeadPath,
} from './calls/leadPaths.ts';
export { type PutOptions, putSignedUpload } from './calls/putSignedUpload.ts';
export { type DemoAnswer, requestDemo } from './calls/requestDemo.ts';
export { requestUploadAddress, type UploadAddressAnswer } from './calls/requestUploadAddress.ts';
export { sendContactMessage } from './calls/sendContactMessage.ts';
export { sendTeaserRow, type TeaserOptions, teaserRowUrl } from './calls/sendTeaserRow.ts';
export { submitProfile } from './calls/submitProfile.ts';
export {
  type RequestAddress,
  type UploadedFile,
  type UploadOptions,
  uploadFile,
} from './calls/uploadFile.ts';
export { type Answer, fieldOf } from './catalogue/answers.ts';
export { contactMessages, contactResultMessage } from './catalogue/contact.ts';
export {
  demoMessages,
  demoOutcome,
  demoResultMessage,
} from './catalogue/demo.ts';
export { type FailureCode, failureCode, RequestFailure } from './catalogue/failures.ts';
export { fundingMessages, fundingOutcome } from './catalogue/funding.ts';
export { outboxMessages } from './catalogue/outbox.ts';
export { outboxFailure } from './catalogue/outboxFailure.ts';
export { profileMessages, profileOutcome } from './catalogue/profile.ts';
export { statesFailureMessage, statesMessages } from './catalogue/states.ts';
export { teaserMessages, teaserResultMessage } from './catalogue/teaser.ts';
export {
  isUnreachable,
  uploadAddressError,
  uploadErrorMessage,
  uploadMessages,
} from './catalogue/upload.ts';
export {
  waitlistMessages,
  waitlistOutcome,
  waitlistResultMessage,
} from './catalogue/waitlist.ts';
export { type ApiClient, type ApiClientOptions, createApiClient } from './client.ts';
export { consentGiven, consentHeaders } from './consent.ts';
export type { ApiResponse } from './http.ts';
export { newIdempotencyKey } from './outbox/idempotencyKey.ts';
export {
  acceptDocuments,
  type LeadOutcome,
  type LeadSubmission,
  type ReadAnswer,
  type SubmitResult,
  startOutbox,
  submitLead,
  uploadDocuments,
} from './outbox/index.ts';
export type { OutboxEntry, PendingDocument } from './outbox/outboxStore.ts';
export { type JsonAnswer, type JsonRequest, requestJson } from './requestJson.ts';
export { inTestMode, modeHeaders } from './testMode.ts';
