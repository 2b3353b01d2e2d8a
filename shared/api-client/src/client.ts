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
import redaxios, { type Response } from 'redaxios';
import { attributionHeaders } from './attribution.ts';
import { storedToken } from './storedToken.ts';
import { putSignedUpload, type UploadOptions, uploadFile } from './upload.ts';

export type ApiClientOptions = {
  /** The provider's identity service ({iam host}); default from @gw/config. */
  apiBase?: string | undefined;
  /** Countries-and-states service; the API base when only that is given. */
  countriesBase?: string | undefined;
  /** Spreadsheet service of the contact teaser. */
  spreadsheetBase?: string | undefined;
  /** Sent with every lead as the X-Gw-Attribution header. */
  attribution?: Attribution | undefined;
};

/** What the catalogue reads of an answer. */
export type ApiResponse<T = unknown> = Pick<Response<T>, 'status' | 'data'> & { ok: boolean };

type Message = { message?: string; error?: string };

/** One function per call of spec §7, with its exact path, body and headers. */
export function createApiClient(options: ApiClientOptions = {}) {
  const apiBase = options.apiBase ?? urls.apiBase;
  const countriesBase = options.countriesBase ?? options.apiBase ?? urls.countriesBase;
  const spreadsheetBase = options.spreadsheetBase ?? options.apiBase ?? urls.spreadsheetBase;
  const leadHeaders = attributionHeaders(options.attribution);
  // HTTP errors are answers the catalogue reads (400 → the server's message), not exceptions.
  const http = redaxios.create({
    validateStatus: () => true,
    headers: { 'Content-Type': 'application/json' },
  });

  async function post<T>(
    url: string,
    body: object,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const response = await http.post<T>(url, body, {
      headers: { 'Content-Type': 'application/json', ...headers },
    });
    return {
      ok: response.status >= 200 && response.status < 300,
      status: response.status,
      data: response.data,
    };
  }

  const client = {
    requestDemo: (body: DemoPayload) =>
      post<{ data?: Message } & Message>(`${apiBase}/leads/request`, body, leadHeaders),
    /** Bearer token only here, when one is stored (spec §6). */
    requestUploadAddress: (body: UploadRequest) => {
      const token = storedToken();
      return post<{ data?: { url?: string; key?: string } } & Message>(
        `${apiBase}/files/upload`,
        body,
        {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      );
    },
    createFundingApplication: (body: FundingPayload) =>
      post<Message>(`${apiBase}/funding-application/create`, body, leadHeaders),
    sendContactMessage: (body: ContactUsPayload) =>
      post<Message>(`${apiBase}/inquiries/contact-us`, body, leadHeaders),
    submitProfile: (body: ProfilePayload) =>
      post<Message>(`${apiBase}/inquiries/submit-profile`, body, leadHeaders),
    joinWaitlist: (body: WaitlistPayload) =>
      post<Message>(`${apiBase}/waitlist/add`, body, leadHeaders),
    /** The first name of joinWaitlist (the waitlist remote calls it). */
    addToWaitlist: (body: WaitlistPayload) => client.joinWaitlist(body),
    fetchStates: (body: StatesRequest) =>
      post<{ data: { states: { name: string }[] } } & Message>(
        `${countriesBase}/countries/states`,
        body,
      ),
    sendTeaserRow: (row: TeaserRow) =>
      post<Message>(
        `${spreadsheetBase}/v1/${urls.spreadsheetId}/${urls.spreadsheetSheet}/Sheet1`,
        row,
        leadHeaders,
      ),
    /** PUT a file to a signed address with progress and abort (XHR). */
    putSignedUpload,
    /** Request an address, PUT the file with progress, resolve { Bucket, S3Key, type, name }. */
    uploadFile: (
      file: File,
      uploadOptions: Omit<UploadOptions, 'requestAddress' | 'client' | 'bucket'> = {},
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
