import { useEffect, useRef } from 'react';

/**
 * Calls `onLead` for each lead the API at `base` announces (GET /admin/events, server-sent
 * events, with the session cookie); nothing while `base` is null (not signed in yet).
 * EventSource reconnects by itself after a dropped connection.
 */
export function useLeadEvents(base: string | null, onLead: (id: number) => void): void {
  const handler = useRef(onLead);
  handler.current = onLead;
  useEffect(() => {
    if (base === null || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${base}/admin/events`, { withCredentials: true });
    source.addEventListener('lead', (event) => {
      handler.current(Number((event as MessageEvent<string>).lastEventId));
    });
    return () => source.close();
  }, [base]);
}
