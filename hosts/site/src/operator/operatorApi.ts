import { type JsonAnswer, type JsonRequest, requestJson } from '@gw/api-client';
import { type ConsentRecord, csrfHeader } from '@gw/config';
import { loadSiteConfig } from '../siteConfig/siteConfig.ts';
import { requestBlob } from './requestBlob.ts';

/** A lead as the operator API lists it (DESIGN.md §12). */
export type InboxLead = {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attribution: Record<string, unknown> | null;
  createdAt: string;
  handledAt: string | null;
  /** What the visitor was shown and chose (issue 27); `notice: null`: no notice was shown. */
  consent: ConsentRecord;
  /** Sent by a partner's widget in test mode (issue 28); absent on real leads. */
  test?: true;
  webhook: {
    attempts: number;
    deliveredAt: string | null;
    lastStatus: number | null;
    nextAttemptAt: string | null;
  } | null;
};

export type LeadFile = { key: string; name: string | null; type: string | null; url: string };
export type LeadDetail = InboxLead & { files: LeadFile[] };
export type InboxPage = { data: InboxLead[]; counts: Record<string, number>; next: string | null };
export type OperatorSession = { email: string; csrfToken: string };
/** A lead a visitor's device could not send while the API answered (issue 25): no content. */
export type ClientReport = {
  id: number;
  path: string;
  reason: string;
  code: string | null;
  status: number | null;
  surface: string | null;
  partner: string | null;
  origin: string | null;
  createdAt: string;
};
export type ClientReports = { last24h: number; data: ClientReport[] };
/** One operator action (issue 27): `target` is a lead id, a file key or `person:<hash>`. */
export type AuditEntry = {
  id: number | string;
  at: string;
  operator: string;
  action: string;
  target: string | null;
  detail: Record<string, unknown> | null;
};
export type AuditPage = { data: AuditEntry[]; next: string | null };
/** What is held about an e-mail address, before an export, a withdrawal or an erasure. */
export type PersonPreview = {
  email: string;
  /** sha256 of the lower-cased address: the audit log's `person:<hash>`. */
  hash: string;
  leads: { id: number; kind: string; createdAt: string }[];
  files: number;
  pendingWebhooks: number;
  marketing: boolean;
  erased: { at: string; operator: string } | null;
};
export type PersonErasure = {
  erased: { leads: number[]; files: number; webhooksCancelled: number };
};

/** An answer the inbox shows: `status` 0 when the API could not be reached at all. */
export class OperatorApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const unreachable =
  'The leads service cannot be reached. Check your connection, then try again in a moment.';

/** The API base the site's forms use (/site-config.json), without a trailing slash. */
export async function apiBase(): Promise<string> {
  return (await loadSiteConfig()).apiBase.replace(/\/+$/, '');
}

/** A call to the operator API with the session cookie; its JSON, or an OperatorApiError. */
async function call<T>(path: string, request: JsonRequest = {}): Promise<T> {
  let answer: JsonAnswer;
  try {
    answer = await requestJson(`${await apiBase()}${path}`, { withCredentials: true, ...request });
  } catch {
    throw new OperatorApiError(0, unreachable);
  }
  // A body that is not JSON (a 204's empty one included) comes back as text: nothing to read.
  const body = typeof answer.data === 'string' ? null : answer.data;
  if (!answer.ok) throw refusal(answer.status, body);
  return body as T;
}

/** A refusal in the API's own words (its `message`), else its status. */
function refusal(status: number, body: unknown): OperatorApiError {
  const message = (body as { message?: unknown } | null)?.message;
  return new OperatorApiError(
    status,
    typeof message === 'string' ? message : `The leads service answered ${status}.`,
  );
}

/** A change: its JSON body, and the session's CSRF token once signed in. */
const json = (method: 'POST' | 'PATCH', body: object, csrf?: string): JsonRequest => ({
  method,
  body,
  headers: csrf ? { [csrfHeader]: csrf } : {},
});

export const operatorApi = {
  /** Resolves when signed in; a wrong pair rejects with the API's one message (401). */
  signIn: (email: string, password: string) =>
    call<null>('/admin/session', json('POST', { email, password })),
  /** Who is signed in, and the token their changes carry; rejects with 401 when nobody is. */
  session: () => call<OperatorSession>('/admin/session'),
  signOut: (csrf: string) =>
    call<null>('/admin/session', { method: 'DELETE', headers: { [csrfHeader]: csrf } }),
  leads: (query: URLSearchParams) => call<InboxPage>(`/admin/leads?${query}`),
  lead: (id: number) => call<LeadDetail>(`/admin/leads/${id}`),
  /** Leads visitors' devices could not send, newest first, and how many in the last 24 h. */
  clientReports: () => call<ClientReports>('/admin/client-reports'),
  setHandled: (id: number, handled: boolean, csrf: string) =>
    call<{ id: number; handledAt: string | null }>(
      `/admin/leads/${id}`,
      json('PATCH', { handled }, csrf),
    ),
  /** The audit log, newest first, a page at a time. */
  audit: (cursor: string | null) =>
    call<AuditPage>(`/admin/audit${cursor ? `?${new URLSearchParams({ cursor })}` : ''}`),
  /** What is held about an address (the API logs the look-up). */
  person: (email: string) => call<PersonPreview>(`/admin/people?${new URLSearchParams({ email })}`),
  withdrawMarketing: (email: string, csrf: string) =>
    call<{ leads: number }>('/admin/people/withdraw-marketing', json('POST', { email }, csrf)),
  erasePerson: (email: string, csrf: string) =>
    call<PersonErasure>('/admin/people/erase', json('POST', { email }, csrf)),
  /** Everything held about an address as a zip (person.json and the files). */
  exportPerson: async (email: string, csrf: string) => {
    const answer = await blobCall('/admin/people/export', json('POST', { email }, csrf));
    return { zip: answer.blob, filename: answer.filename };
  },
};

/** A call whose answer is a file: the same errors as `call`, the body as a Blob. */
async function blobCall(path: string, request: JsonRequest) {
  let answer: Awaited<ReturnType<typeof requestBlob>>;
  try {
    answer = await requestBlob(`${await apiBase()}${path}`, { withCredentials: true, ...request });
  } catch {
    throw new OperatorApiError(0, unreachable);
  }
  if (!answer.ok) throw refusal(answer.status, answer.json);
  return answer;
}

/** The API said nobody is signed in (no session, or it expired). */
export function isSignedOut(error: unknown): boolean {
  return error instanceof OperatorApiError && error.status === 401;
}
