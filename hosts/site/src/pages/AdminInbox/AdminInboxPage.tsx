import { Button, buttonClass } from '@gw/ui';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type AdminView, readView, viewHeading } from '../../operator/adminViews.ts';
import { filterQuery, readFilter } from '../../operator/inboxQuery.ts';
import { OperatorNav } from '../../operator/OperatorNav.tsx';
import { apiBase, isSignedOut, operatorApi } from '../../operator/operatorApi.ts';
import { AuditLogView } from './AuditLogView.tsx';
import { DataRequestsView } from './DataRequestsView.tsx';
import { Failure } from './Failure.tsx';
import { InboxView } from './InboxView.tsx';
import type { SignedIn } from './operatorSession.ts';

/** The CSV a view exports (the inbox: its filter's leads; the audit log: all of it), if any. */
function exportHref(view: AdminView, params: URLSearchParams, base: string): string | null {
  if (view === 'inbox')
    return `${base}/admin/leads/export.csv?${filterQuery(readFilter(params), true)}`;
  if (view === 'audit-log') return `${base}/admin/audit/export.csv`;
  return null;
}

/**
 * /admin (DESIGN.md §12, §15): the operator area. The leads inbox, data requests (export,
 * withdraw marketing, erase an address) and the audit log, one view at a time (`?view=`), under
 * one session check: without a session it sends the operator to /admin-login and back.
 */
export function AdminInboxPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const view = readView(params);
  const [session, setSession] = useState<SignedIn | null>(null);
  const [sessionError, setSessionError] = useState<string | null>(null);

  const toLogin = useCallback(() => {
    const here = `${window.location.pathname}${window.location.search}`;
    navigate(`/admin-login?${new URLSearchParams({ next: here })}`, { replace: true });
  }, [navigate]);

  const checkSession = useCallback(() => {
    setSessionError(null);
    Promise.all([operatorApi.session(), apiBase()]).then(
      ([found, base]) => setSession({ ...found, base, toLogin }),
      (error: unknown) => {
        if (isSignedOut(error)) toLogin();
        else setSessionError((error as Error).message);
      },
    );
  }, [toLogin]);
  useEffect(checkSession, [checkSession]);

  async function signOut() {
    if (session) await operatorApi.signOut(session.csrfToken).catch(() => {});
    navigate('/admin-login', { replace: true });
  }

  const csv = session ? exportHref(view, params, session.base) : null;
  return (
    <div className="mx-auto flex w-full max-w-[1200px] flex-col gap-5 px-5 py-8">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">{viewHeading(view)}</h1>
          {session ? <p className="text-sm text-muted">Signed in as {session.email}</p> : null}
        </div>
        {session ? (
          <div className="flex flex-wrap gap-2">
            {csv ? (
              <a href={csv} className={buttonClass('secondary')}>
                Export CSV
              </a>
            ) : null}
            <Button variant="transparent" onClick={signOut}>
              Sign out
            </Button>
          </div>
        ) : null}
      </header>
      {session ? <OperatorNav current={view} /> : null}
      {sessionError ? <Failure message={sessionError} onRetry={checkSession} /> : null}
      {!session && !sessionError ? (
        <p role="status" className="text-muted">
          Checking your session…
        </p>
      ) : null}
      {session && view === 'inbox' ? <InboxView session={session} /> : null}
      {session && view === 'data-requests' ? <DataRequestsView session={session} /> : null}
      {session && view === 'audit-log' ? <AuditLogView session={session} /> : null}
    </div>
  );
}
