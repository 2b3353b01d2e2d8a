import { type Attribution, upload, urls } from '@gw/config';
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
import { attributionHeaders } from './attribution.ts';
import { postJson } from './http.ts';
import { putSignedUpload, type UploadOptions, uploadFile } from './upload.ts';
import { requestUploadAddress } from './uploadAddress.ts';

export type { ApiResponse } from './http.ts';

export type ApiClientOptions = {
  /** The provider's identity service ({iam host}); default from @gw/config. */
  apiBase?: string | undefined;
  /** Countries-and-states service; the API base when only that is given. */
  countriesBase?: string | undefined;
  /** Spreadsheet service of the contact teaser; the API base when only that is given. */
  spreadsheetBase?: string | undefined;
  /** Sent with every lead call as the X-Gw-Attribution header (never on non-lead calls). */
  attribution?: Attribution | undefined;
};

type Message = { message?: string; error?: string };

/** One function per call of spec §7, with its exact path, body and headers. */
export function createApiClient(options: ApiClientOptions = {}) {
  const apiBase = options.apiBase ?? urls.apiBase;
  const countriesBase = options.countriesBase ?? options.apiBase ?? urls.countriesBase;
  const spreadsheetBase = options.spreadsheetBase ?? options.apiBase ?? urls.spreadsheetBase;
  const leadHeaders = attributionHeaders(options.attribution);
  const lead = <T>(path: string, body: object) =>
    postJson<T>(`${apiBase}${path}`, body, leadHeaders);

  const client = {
    requestDemo: (body: DemoPayload) => lead<{ data?: Message } & Message>('/leads/request', body),
    /** Bearer token only here, when one is stored (spec §6). */
    requestUploadAddress: (body: UploadRequest) => requestUploadAddress(apiBase, body),
    createFundingApplication: (body: FundingPayload) =>
      lead<Message>('/funding-application/create', body),
    sendContactMessage: (body: ContactUsPayload) => lead<Message>('/inquiries/contact-us', body),
    submitProfile: (body: ProfilePayload) => lead<Message>('/inquiries/submit-profile', body),
    joinWaitlist: (body: WaitlistPayload) => lead<Message>('/waitlist/add', body),
    /** The first name of joinWaitlist (the waitlist remote calls it). */
    addToWaitlist: (body: WaitlistPayload) => client.joinWaitlist(body),
    fetchStates: (body: StatesRequest) =>
      postJson<{ data: { states: { name: string }[] } } & Message>(
        `${countriesBase}/countries/states`,
        body,
      ),
    sendTeaserRow: (row: TeaserRow) =>
      postJson<Message>(
        `${spreadsheetBase}/v1/${urls.spreadsheetId}/${urls.spreadsheetSheet}/Sheet1`,
        row,
        leadHeaders,
      ),
    /** PUT a file to a signed address with progress and abort (XHR). */
    putSignedUpload,
    /** Request an address, PUT the file with progress, resolve { Bucket, S3Key, type, name }. */
    uploadFile: (
      file: File,
      uploadOptions: Omit<UploadOptions, 'requestAddress' | 'client' | 'bucket' | 'apiBase'> = {},
    ) =>
      uploadFile(file, {
        ...uploadOptions,
        bucket: upload.bucket,
        requestAddress: client.requestUploadAddress,
      }),
  };
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;
