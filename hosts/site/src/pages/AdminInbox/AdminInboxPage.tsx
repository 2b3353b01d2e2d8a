import { Button } from '@gw/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { InboxFilters } from '../../operator/InboxFilters.tsx';
import {
  filterQuery,
  type InboxFilter,
  readFilter,
  withFilter,
} from '../../operator/inboxQuery.ts';
import { KindTabs } from '../../operator/KindTabs.tsx';
import { LeadDetail } from '../../operator/LeadDetail.tsx';
import { LeadList } from '../../operator/LeadList.tsx';
import {
  apiBase,
  isSignedOut,
  type OperatorSession,
  operatorApi,
} from '../../operator/operatorApi.ts';
import { useInbox } from '../../operator/useInbox.ts';
import { useLeadEvents } from '../../operator/useLeadEvents.ts';
import { DeliveryProblems } from './DeliveryProblems.tsx';

/** A call that failed (the session check, a page of leads), with a way to try it again. */
function Failure({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-control bg-danger-soft px-4 py-3 text-danger"
    >
      <span>{message}</span>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/**
 * /admin (DESIGN.md §12): the operators' leads inbox. Counts by kind, search and filters held
 * in the URL, a detail panel with the lead's files, handled or not, CSV export, and new leads
 * shown as they arrive. Without a session it sends the operator to /admin-login and back.
 */
export function AdminInboxPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const selected = Number(params.get('lead')) || null;
  // Who is signed in, and the API base their calls, links and events use.
  const [session, setSession] = useState<(OperatorSession & { base: string }) | null>(null);
  const [sessionError, setSessionError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const toLogin = useCallback(() => {
    const here = `${window.location.pathname}${window.location.search}`;
    navigate(`/admin-login?${new URLSearchParams({ next: here })}`, { replace: true });
  }, [navigate]);

  const checkSession = useCallback(() => {
    setSessionError(null);
    Promise.all([operatorApi.session(), apiBase()]).then(
      ([found, base]) => setSession({ ...found, base }),
      (error: unknown) => {
        if (isSignedOut(error)) toLogin();
        else setSessionError((error as Error).message);
      },
    );
  }, [toLogin]);
  useEffect(checkSession, [checkSession]);

  const inbox = useInbox(filter, session !== null, toLogin);
  useLeadEvents(session?.base ?? null, () => {
    inbox.refresh();
    setAnnouncement(`New lead arrived at ${new Date().toLocaleTimeString('en-GB')}.`);
  });

  const onFilter = (change: Partial<InboxFilter>) => setParams(withFilter(params, change));
  // Back in the list, focus returns to the lead that was open, once the list is shown again (on
  // a phone it is hidden while a lead is open, and a hidden button cannot take focus).
  const returnFocusTo = useRef<number | null>(null);
  useEffect(() => {
    if (selected || returnFocusTo.current === null) return;
    document.querySelector<HTMLElement>(`[data-lead="${returnFocusTo.current}"] button`)?.focus();
    returnFocusTo.current = null;
  }, [selected]);
  const open = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('lead', String(id));
    else next.delete('lead');
    if (!id) returnFocusTo.current = selected;
    setParams(next);
  };

  async function signOut() {
    if (session) await operatorApi.signOut(session.csrfToken).catch(() => {});
    navigate('/admin-login', { replace: true });
  }

  return (
    <div className="mx-auto flex w-full max-w-[1200px] flex-col gap-5 px-5 py-8">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">Leads inbox</h1>
          {session ? <p className="text-sm text-muted">Signed in as {session.email}</p> : null}
        </div>
        {session ? (
          <div className="flex flex-wrap gap-2">
            <a
              href={`${session.base}/admin/leads/export.csv?${filterQuery(filter, true)}`}
              className="inline-flex min-h-11 items-center rounded-control border border-primary/30 px-5 text-sm font-semibold text-primary hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              Export CSV
            </a>
            <Button variant="transparent" onClick={signOut}>
              Sign out
            </Button>
          </div>
        ) : null}
      </header>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {sessionError ? <Failure message={sessionError} onRetry={checkSession} /> : null}
      {!session && !sessionError ? (
        <p role="status" className="text-muted">
          Checking your session…
        </p>
      ) : null}
      {session ? (
        <>
          <DeliveryProblems />
          {/* On a phone an open lead takes the screen; the list and its filters come back with it. */}
          <div className={selected ? 'hidden flex-col gap-5 lg:flex' : 'flex flex-col gap-5'}>
            <KindTabs
              counts={inbox.counts}
              kind={filter.kind}
              onKind={(kind) => onFilter({ kind })}
            />
            <InboxFilters filter={filter} onFilter={onFilter} />
          </div>
          {inbox.error ? <Failure message={inbox.error} onRetry={inbox.reload} /> : null}
          <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
            <section aria-label="Leads" className={selected ? 'hidden lg:block' : undefined}>
              {inbox.leads.length === 0 && inbox.status === 'ready' ? (
                <p className="rounded-card border border-line bg-surface px-4 py-8 text-center text-muted">
                  No leads match these filters.
                </p>
              ) : (
                <LeadList
                  leads={inbox.leads}
                  selected={selected}
                  fresh={inbox.fresh}
                  onOpen={open}
                />
              )}
              <div className="mt-3 flex items-center justify-center">
                {inbox.status === 'loading' ? (
                  <p role="status" className="text-sm text-muted">
                    Loading leads…
                  </p>
                ) : inbox.next ? (
                  <Button variant="secondary" onClick={inbox.loadMore}>
                    Show more leads
                  </Button>
                ) : null}
              </div>
            </section>
            {selected ? (
              <LeadDetail
                id={selected}
                base={session.base}
                csrf={session.csrfToken}
                onClose={() => open(null)}
                onChanged={(id, handledAt) => inbox.update(id, { handledAt })}
                onSignedOut={toLogin}
              />
            ) : (
              <p className="hidden rounded-card border border-dashed border-line px-4 py-16 text-center text-muted lg:block">
                Choose a lead to see everything it sent.
              </p>
            )}
          </div>
        </>
      ) : null}
    </div>
  );
}
