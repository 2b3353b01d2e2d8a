import { useEffect, useRef } from 'react';

/**
 * Calls `onLead` for each lead the API at `base` announces (GET /admin/events, server-sent
 * events, with the session cookie); nothing while `base` is null (not signed in yet).
 * EventSource reconnects by itself after a dropped connection; when the API ends the stream
 * because the session has ended (an `end` event), it is closed and `onEnded` is called, so the
 * page asks to sign in again instead of reconnecting into 401s.
 */
export function useLeadEvents(
  base: string | null,
  onLead: (id: number) => void,
  onEnded: () => void = () => {},
): void {
  const handler = useRef(onLead);
  handler.current = onLead;
  const ended = useRef(onEnded);
  ended.current = onEnded;
  useEffect(() => {
    if (base === null || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${base}/admin/events`, { withCredentials: true });
    source.addEventListener('lead', (event) => {
      handler.current(Number((event as MessageEvent<string>).lastEventId));
    });
    source.addEventListener('end', () => {
      source.close();
      ended.current();
    });
    return () => source.close();
  }, [base]);
}
