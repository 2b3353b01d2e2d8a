import { useCallback, useEffect, useRef, useState } from 'react';
import { filterQuery, type InboxFilter } from './inboxQuery.ts';
import { type InboxLead, isSignedOut, operatorApi } from './operatorApi.ts';

export type InboxState = {
  leads: InboxLead[];
  counts: Record<string, number>;
  next: string | null;
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  /** Ids that arrived live since the page loaded, for a highlight. */
  fresh: ReadonlySet<number>;
};

const empty: InboxState = {
  leads: [],
  counts: {},
  next: null,
  status: 'loading',
  error: null,
  fresh: new Set(),
};

/** The leads of a page not shown yet. */
function unseen(shown: InboxLead[], page: InboxLead[]): InboxLead[] {
  const known = new Set(shown.map((lead) => lead.id));
  return page.filter((lead) => !known.has(lead.id));
}

/**
 * The leads under a filter: the first page when the filter changes, more pages on demand, and
 * `refresh` (a new lead was announced), which puts new leads on top of those already shown.
 */
export function useInbox(filter: InboxFilter, enabled: boolean, onSignedOut: () => void) {
  const [state, setState] = useState<InboxState>(empty);
  // The API's query for the filter: it changes when, and only when, the filter does.
  const key = filterQuery(filter, true).toString();
  const current = useRef(key);
  current.current = key;

  const fetchPage = useCallback(
    async (cursor: string | null) => {
      const query = new URLSearchParams(key);
      if (cursor) query.set('cursor', cursor);
      return operatorApi.leads(query);
    },
    [key],
  );

  const fail = useCallback(
    (error: unknown) => {
      if (isSignedOut(error)) return onSignedOut();
      setState((now) => ({ ...now, status: 'error', error: (error as Error).message }));
    },
    [onSignedOut],
  );

  const load = useCallback(() => {
    const asked = key;
    setState((now) => ({ ...now, status: 'loading', error: null }));
    fetchPage(null).then((page) => {
      if (current.current !== asked) return;
      setState({
        ...empty,
        leads: page.data,
        counts: page.counts,
        next: page.next,
        status: 'ready',
      });
    }, fail);
  }, [key, fetchPage, fail]);

  useEffect(() => {
    if (enabled) load();
  }, [enabled, load]);

  const loadMore = useCallback(() => {
    const asked = key;
    setState((now) => ({ ...now, status: 'loading' }));
    fetchPage(state.next).then((page) => {
      if (current.current !== asked) return;
      setState((now) => ({
        ...now,
        leads: [...now.leads, ...unseen(now.leads, page.data)],
        counts: page.counts,
        next: page.next,
        status: 'ready',
      }));
    }, fail);
  }, [key, fetchPage, fail, state.next]);

  const refresh = useCallback(() => {
    const asked = key;
    fetchPage(null).then((page) => {
      if (current.current !== asked) return;
      setState((now) => {
        const added = unseen(now.leads, page.data);
        return {
          ...now,
          leads: [...added, ...now.leads],
          counts: page.counts,
          fresh: new Set([...now.fresh, ...added.map((lead) => lead.id)]),
        };
      });
    }, fail);
  }, [key, fetchPage, fail]);

  /** A lead changed in the detail panel (handled): the list shows it at once. */
  const update = useCallback((id: number, change: Partial<InboxLead>) => {
    setState((now) => ({
      ...now,
      leads: now.leads.map((lead) => (lead.id === id ? { ...lead, ...change } : lead)),
    }));
  }, []);

  return { ...state, reload: load, loadMore, refresh, update };
}
