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
async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${await apiBase()}${path}`, { credentials: 'include', ...init });
  } catch {
    throw new OperatorApiError(0, unreachable);
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new OperatorApiError(
      response.status,
      typeof message === 'string' ? message : `The leads service answered ${response.status}.`,
    );
  }
  return body as T;
}

const json = (method: string, body: unknown, csrf?: string): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', ...(csrf && { [csrfHeader]: csrf }) },
  body: JSON.stringify(body),
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
