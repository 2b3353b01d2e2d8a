import { Button } from '@gw/ui';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { InboxFilters } from '../../operator/InboxFilters.tsx';
import { type InboxFilter, readFilter, withFilter } from '../../operator/inboxQuery.ts';
import { KindTabs } from '../../operator/KindTabs.tsx';
import { LeadDetail } from '../../operator/LeadDetail.tsx';
import { LeadList } from '../../operator/LeadList.tsx';
import { useInbox } from '../../operator/useInbox.ts';
import { useLeadEvents } from '../../operator/useLeadEvents.ts';
import { DeliveryProblems } from './DeliveryProblems.tsx';
import { Failure } from './Failure.tsx';
import type { SignedIn } from './operatorSession.ts';

/**
 * The leads inbox (DESIGN.md §12): counts by kind, search and filters held in the URL, a detail
 * panel with the lead's files and consent, handled or not, CSV export, and new leads shown as
 * they arrive.
 */
export function InboxView({ session }: { session: SignedIn }) {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const selected = Number(params.get('lead')) || null;
  const [announcement, setAnnouncement] = useState('');

  const inbox = useInbox(filter, true, session.toLogin);
  useLeadEvents(
    session.base,
    (_id, test) => {
      // A test lead belongs to the "Test leads" view only, a real one to the others.
      if (test !== (filter.test === 'true')) return;
      inbox.refresh();
      setAnnouncement(`New lead arrived at ${new Date().toLocaleTimeString('en-GB')}.`);
    },
    session.toLogin,
  );

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

  return (
    <>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <DeliveryProblems />
      {/* On a phone an open lead takes the screen; the list and its filters come back with it. */}
      <div className={selected ? 'hidden flex-col gap-5 lg:flex' : 'flex flex-col gap-5'}>
        <KindTabs counts={inbox.counts} kind={filter.kind} onKind={(kind) => onFilter({ kind })} />
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
            <LeadList leads={inbox.leads} selected={selected} fresh={inbox.fresh} onOpen={open} />
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
            onSignedOut={session.toLogin}
          />
        ) : (
          <p className="hidden rounded-card border border-dashed border-line px-4 py-16 text-center text-muted lg:block">
            Choose a lead to see everything it sent.
          </p>
        )}
      </div>
    </>
  );
}
