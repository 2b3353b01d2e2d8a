import { useEffect, useRef } from 'react';

/** Whether an announced lead (the event's JSON) is a test lead (a widget's test mode, issue 28). */
function isTestLead(data: string): boolean {
  try {
    return (JSON.parse(data) as { test?: unknown }).test === true;
  } catch {
    return false;
  }
}

/**
 * Calls `onLead` for each lead the API at `base` announces (GET /admin/events, server-sent
 * events, with the session cookie), with whether it is a test lead; nothing while `base` is null
 * (not signed in yet).
 * EventSource reconnects by itself after a dropped connection; when the API ends the stream
 * because the session has ended (an `end` event), it is closed and `onEnded` is called, so the
 * page asks to sign in again instead of reconnecting into 401s.
 */
export function useLeadEvents(
  base: string | null,
  onLead: (id: number, test: boolean) => void,
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
      const message = event as MessageEvent<string>;
      handler.current(Number(message.lastEventId), isTestLead(message.data));
    });
    source.addEventListener('end', () => {
      source.close();
      ended.current();
    });
    return () => source.close();
  }, [base]);
}
