export { attributionHeaders, collectAttribution } from './attribution.ts';
export { type Answer, bodyOfError, fieldOf } from './catalogue/answers.ts';
export { contactMessages, contactResultMessage } from './catalogue/contact.ts';
export {
  demoFailureMessage,
  demoMessages,
  demoOutcome,
  demoResultMessage,
} from './catalogue/demo.ts';
export { type FailureCode, failureCode, requestFailureMessage } from './catalogue/failures.ts';
export { fundingMessages, fundingOutcome } from './catalogue/funding.ts';
export { profileMessages, profileOutcome } from './catalogue/profile.ts';
export { statesFailureMessage, statesMessages } from './catalogue/states.ts';
export { teaserMessages, teaserResultMessage } from './catalogue/teaser.ts';
export { uploadAddressError, uploadErrorMessage, uploadMessages } from './catalogue/upload.ts';
export {
  waitlistFailureMessage,
  waitlistMessages,
  waitlistResultMessage,
} from './catalogue/waitlist.ts';
export {
  type ApiClient,
  type ApiClientOptions,
  type ApiResponse,
  createApiClient,
} from './client.ts';
export {
  putSignedUpload,
  type RequestAddress,
  type UploadedFile,
  type UploadOptions,
  uploadFile,
} from './upload.ts';
export type { UploadAddressAnswer } from './uploadAddress.ts';
