export { attributionHeaders, collectAttribution } from './attribution.ts';
export { type Answer, bodyOfError, fieldOf } from './catalogue/answers.ts';
export {
  demoFailureMessage,
  demoMessages,
  demoOutcome,
  demoResultMessage,
} from './catalogue/demo.ts';
export { type FailureCode, failureCode, requestFailureMessage } from './catalogue/failures.ts';
export {
  contactMessages,
  contactResultMessage,
  statesFailureMessage,
  statesMessages,
  teaserMessages,
  teaserResultMessage,
  waitlistFailureMessage,
  waitlistMessages,
  waitlistResultMessage,
} from './catalogue/forms.ts';
export { fundingMessages, fundingOutcome } from './catalogue/funding.ts';
export { profileMessages, profileOutcome } from './catalogue/profile.ts';
export { uploadAddressError, uploadErrorMessage, uploadMessages } from './catalogue/upload.ts';
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
