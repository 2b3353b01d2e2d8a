import { urls } from '@gw/config';
import type { ScheduleLead } from './scheduleStore.ts';

/** The booking widget's address, prefilled with the visitor's name and e-mail (spec §7). */
export function calendarUrl(
  lead: Pick<ScheduleLead, 'firstName' | 'lastName' | 'email'> | null,
  base = urls.calendar,
): string {
  const url = new URL(base);
  url.searchParams.set('embed_type', 'Inline');
  if (lead) {
    url.searchParams.set('name', `${lead.firstName} ${lead.lastName}`.trim());
    url.searchParams.set('email', lead.email);
  }
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
