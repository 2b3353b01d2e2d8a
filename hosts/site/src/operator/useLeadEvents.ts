import { useEffect, useRef } from 'react';
import { apiBase } from './operatorApi.ts';

/**
 * Calls `onLead` for each lead the API announces (GET /admin/events, server-sent events, with
 * the session cookie). EventSource reconnects by itself after a dropped connection.
 */
export function useLeadEvents(enabled: boolean, onLead: (id: number) => void): void {
  const handler = useRef(onLead);
  handler.current = onLead;
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let closed = false;
    void apiBase().then((base) => {
      if (closed) return;
      source = new EventSource(`${base}/admin/events`, { withCredentials: true });
      source.addEventListener('lead', (event) => {
        handler.current(Number((event as MessageEvent<string>).lastEventId));
      });
    });
    return () => {
      closed = true;
      source?.close();
    };
  }, [enabled]);
}
