import { upload } from '@gw/config';
import type {
  ContactUsPayload,
  DemoPayload,
  FundingPayload,
  ProfilePayload,
  StatesRequest,
  TeaserRow,
  UploadRequest,
  WaitlistPayload,
} from '@gw/forms';
import { createFundingApplication } from './calls/createFundingApplication.ts';
import { fetchStates, type StatesOptions } from './calls/fetchStates.ts';
import { joinWaitlist } from './calls/joinWaitlist.ts';
import { putSignedUpload } from './calls/putSignedUpload.ts';
import { requestDemo } from './calls/requestDemo.ts';
import { requestUploadAddress } from './calls/requestUploadAddress.ts';
import { sendContactMessage } from './calls/sendContactMessage.ts';
import { sendTeaserRow, type TeaserOptions } from './calls/sendTeaserRow.ts';
import { submitProfile } from './calls/submitProfile.ts';
import { type UploadOptions, uploadFile } from './calls/uploadFile.ts';

export type { ApiResponse } from './http.ts';

/** The call options together: API base, countries and spreadsheet bases, attribution. */
export type ApiClientOptions = TeaserOptions & StatesOptions;

/**
 * Every call of spec §7 bound to one set of options. A thin object over the standalone call
 * functions (`./calls/*`): code that bundles for size imports those instead, since an object
 * keeps every call it holds.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  // Only the API base: the upload-address call never sends attribution.
  const address = (body: UploadRequest) => requestUploadAddress({ apiBase: options.apiBase }, body);
  return {
    requestDemo: (body: DemoPayload) => requestDemo(options, body),
    /** Bearer token only here, when one is stored (spec §6). */
    requestUploadAddress: address,
    createFundingApplication: (body: FundingPayload) => createFundingApplication(options, body),
    sendContactMessage: (body: ContactUsPayload) => sendContactMessage(options, body),
    submitProfile: (body: ProfilePayload) => submitProfile(options, body),
    joinWaitlist: (body: WaitlistPayload) => joinWaitlist(options, body),
    fetchStates: (body: StatesRequest) => fetchStates(options, body),
    sendTeaserRow: (row: TeaserRow) => sendTeaserRow(options, row),
    /** PUT a file to a signed address with progress and abort (XHR). */
    putSignedUpload,
    /** Request an address, PUT the file with progress, resolve { Bucket, S3Key, type, name }. */
    uploadFile: (
      file: File,
      uploadOptions: Omit<UploadOptions, 'requestAddress' | 'client' | 'bucket' | 'apiBase'> = {},
    ) => uploadFile(file, { ...uploadOptions, bucket: upload.bucket, requestAddress: address }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
