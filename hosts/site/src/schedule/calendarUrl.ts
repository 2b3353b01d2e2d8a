import { urls } from '@gw/config';
import type { ScheduleState } from '@gw/remote-waitlist-form';

/**
 * The booking widget's address, prefilled with the visitor's name and e-mail (spec §7); what the
 * schedule state leaves empty (nobody has joined the waitlist in this tab) is left out.
 */
export function calendarUrl(
  lead: Pick<ScheduleState, 'firstName' | 'lastName' | 'email'> | null,
  base = urls.calendar,
): string {
  const url = new URL(base);
  url.searchParams.set('embed_type', 'Inline');
  const name = lead ? `${lead.firstName} ${lead.lastName}`.trim() : '';
  if (name) url.searchParams.set('name', name);
  if (lead?.email) url.searchParams.set('email', lead.email);
  return url.toString();
}

/**
 * Whether a message says a meeting was booked: the booking widget's signal, from the booking
 * widget's own origin (any other window could post the same words).
 */
export function isEventScheduled(event: MessageEvent): boolean {
  const data: unknown = event.data;
  return (
    event.origin === new URL(urls.calendar).origin &&
    !!data &&
    typeof data === 'object' &&
    (data as { event?: unknown }).event === 'calendly.event_scheduled'
  );
}
