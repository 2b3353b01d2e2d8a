import { useCallback, useEffect, useState } from 'react';
import { type AuditEntry, isSignedOut, operatorApi } from './operatorApi.ts';

export type AuditLogState = {
  entries: AuditEntry[];
  next: string | null;
  status: 'loading' | 'ready' | 'error';
  error: string | null;
};

/** The audit log, newest first: the first page on mount, the next on `loadMore` (its cursor). */
export function useAuditLog(onSignedOut: () => void) {
  const [state, setState] = useState<AuditLogState>({
    entries: [],
    next: null,
    status: 'loading',
    error: null,
  });

  const fetchPage = useCallback(
    (cursor: string | null, keep: AuditEntry[]) => {
      setState((now) => ({ ...now, status: 'loading', error: null }));
      operatorApi.audit(cursor).then(
        (page) =>
          setState({
            entries: [...keep, ...page.data],
            next: page.next,
            status: 'ready',
            error: null,
          }),
        (failure: unknown) => {
          if (isSignedOut(failure)) return onSignedOut();
          setState((now) => ({ ...now, status: 'error', error: (failure as Error).message }));
        },
      );
    },
    [onSignedOut],
  );

  useEffect(() => fetchPage(null, []), [fetchPage]);

  return {
    ...state,
    reload: () => fetchPage(null, []),
    loadMore: () => fetchPage(state.next, state.entries),
  };
}
