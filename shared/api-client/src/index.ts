export { attributionHeaders, collectAttribution } from './attribution.ts';
export { type Answer, bodyOfError, fieldOf } from './catalogue/answers.ts';
export { demoFailureMessage, demoMessages, demoResultMessage } from './catalogue/demo.ts';
export {
  contactMessages,
  contactResultMessage,
  fundingMessages,
  profileMessages,
  statesFailureMessage,
  statesMessages,
  teaserMessages,
  teaserResultMessage,
  waitlistFailureMessage,
  waitlistMessages,
  waitlistResultMessage,
} from './catalogue/forms.ts';
export { uploadAddressError, uploadMessages } from './catalogue/upload.ts';
export {
  type ApiClient,
  type ApiClientOptions,
  type ApiResponse,
  createApiClient,
} from './client.ts';
export { putSignedUpload, type UploadedFile, type UploadOptions, uploadFile } from './upload.ts';
