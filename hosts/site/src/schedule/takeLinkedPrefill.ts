import { schedulePrefillFromQuery } from '@gw/forms';
import type { ScheduleState } from '@gw/remote-waitlist-form';

/**
 * The name and e-mail a partner's waitlist widget put in the calendar page's link, taken out of
 * the address bar and history (they are personal data); null when the link carries none.
 */
export function takeLinkedPrefill(): ScheduleState | null {
  const linked = schedulePrefillFromQuery(window.location.search);
  if (!linked) return null;
  window.history.replaceState(window.history.state, '', window.location.pathname);
  return { ...linked, phoneNumber: '' };
}
