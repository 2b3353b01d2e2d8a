import { urls } from '@gw/config';
import type { ScheduleState } from '@gw/remote-waitlist-form';

type Lead = Pick<ScheduleState, 'firstName' | 'lastName' | 'email'> | null;

/**
 * The booking page on the booking widget's own site, prefilled with the visitor's name and
 * e-mail (spec §7); what the schedule state leaves empty (nobody has joined the waitlist in this
 * tab) is left out. The calendar page's fallback links here.
 */
export function calendarPageUrl(lead: Lead, base = urls.calendar): string {
  const url = new URL(base);
  const name = lead ? `${lead.firstName} ${lead.lastName}`.trim() : '';
  if (name) url.searchParams.set('name', name);
  if (lead?.email) url.searchParams.set('email', lead.email);
  return url.toString();
}

/**
 * The booking widget's address for the inline frame: the booking page, prefilled, with the
 * parameters Calendly's own embed script adds (embed_domain, embed_type), under which the widget
 * posts its `calendly.*` messages to this page.
 */
export function calendarUrl(lead: Lead, base = urls.calendar, embedDomain?: string): string {
  const url = new URL(calendarPageUrl(lead, base));
  const domain = embedDomain ?? (typeof window === 'undefined' ? '' : window.location.host);
  if (domain) url.searchParams.set('embed_domain', domain);
  url.searchParams.set('embed_type', 'Inline');
  return url.toString();
}

/** The `event` of a booking widget message from its own origin (any other window could post). */
function calendarEvent(event: MessageEvent): string | null {
  const data: unknown = event.data;
  if (event.origin !== new URL(urls.calendar).origin || !data || typeof data !== 'object') {
    return null;
  }
  const name = (data as { event?: unknown }).event;
  return typeof name === 'string' && name.startsWith('calendly.') ? name : null;
}

/** Whether a message is the booking widget saying it is there (any `calendly.*` message). */
export function isCalendarSignal(event: MessageEvent): boolean {
  return calendarEvent(event) !== null;
}

/** Whether a message says a meeting was booked: the booking widget's signal, from its origin. */
export function isEventScheduled(event: MessageEvent): boolean {
  return calendarEvent(event) === 'calendly.event_scheduled';
}
