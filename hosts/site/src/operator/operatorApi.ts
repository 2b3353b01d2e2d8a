import { type JsonAnswer, type JsonRequest, requestJson } from '@gw/api-client';
import { csrfHeader } from '@gw/config';
import { loadSiteConfig } from '../siteConfig/siteConfig.ts';

/** A lead as the operator API lists it (DESIGN.md §12). */
export type InboxLead = {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attribution: Record<string, unknown> | null;
  createdAt: string;
  handledAt: string | null;
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
  if (!answer.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new OperatorApiError(
      answer.status,
      typeof message === 'string' ? message : `The leads service answered ${answer.status}.`,
    );
  }
  return body as T;
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
};

/** The API said nobody is signed in (no session, or it expired). */
export function isSignedOut(error: unknown): boolean {
  return error instanceof OperatorApiError && error.status === 401;
}
