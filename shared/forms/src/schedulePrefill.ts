import { email } from './rules.ts';
import { nameCap } from './structs/shared.ts';

/** Who the booking calendar is prefilled for. */
export type SchedulePrefill = { firstName: string; lastName: string; email: string };

/**
 * The query a waitlist widget adds to the main site's calendar page: on another origin it cannot
 * hand over the schedule state, so the name and e-mail travel in the link (as the booking
 * service's own prefill links carry them). The page takes them and drops them from the address.
 */
export function schedulePrefillQuery(lead: SchedulePrefill): string {
  const { firstName, lastName, email } = lead;
  return new URLSearchParams({ firstName, lastName, email }).toString();
}

/** The prefill in a calendar page's query, or null when there is none or it is unusable. */
export function schedulePrefillFromQuery(search: string): SchedulePrefill | null {
  const query = new URLSearchParams(search);
  const field = (name: string) => (query.get(name) ?? '').trim().slice(0, nameCap);
  const prefill = {
    firstName: field('firstName'),
    lastName: field('lastName'),
    email: field('email'),
  };
  return email('')(prefill.email) === true ? prefill : null;
}
