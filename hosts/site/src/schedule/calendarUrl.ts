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

/** Whether a postMessage from the booking widget says a meeting was booked. */
export function isEventScheduled(data: unknown): boolean {
  return (
    !!data &&
    typeof data === 'object' &&
    (data as { event?: unknown }).event === 'calendly.event_scheduled'
  );
}
