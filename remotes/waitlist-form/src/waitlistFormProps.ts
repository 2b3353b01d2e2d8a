// The form's props, apart from the form (issue 24): WaitlistFields renders them and
// WaitlistForm passes them on, so neither imports the other for them.
import type { LeadOutcome } from '@gw/api-client';
import type { Attribution } from '@gw/config';
import type { Country, ToastApi } from '@gw/ui';
import type { ScheduleAtom } from './scheduleAtom.ts';
import type { WaitlistLead, WaitlistPrefill } from './waitlistValues.ts';

export interface WaitlistFormProps {
  /** The {iam host} the lead goes to (default urls.apiBase). */
  apiBase?: string;
  /** Where the lead came from; sent in the attribution header. */
  attribution?: Attribution;
  /** The privacy policy the notice links to (default the site's path; absolute in a widget). */
  policyHref?: string;
  /** Goes to the calendar page after joining; a plain page load when not given. */
  navigate?(path: string): void;
  /** Called with the saved lead after a 201, before navigating. */
  onSuccess?(lead: WaitlistLead): void;
  /** A valid form is being sent: the payload's field names, never the values. */
  onSend?(fields: string[]): void;
  /** What the lead came to ({ ok, saved, message }), after the visitor was shown the message. */
  onResult?(outcome: LeadOutcome): void;
  /** Answers to start from (a widget's `first-name`, `last-name`, `email`, `comment`). */
  prefill?: WaitlistPrefill;
  /**
   * The form's title (default 'Join the waitlist'); a page that already says so gives its own,
   * or `null` for none shown (the form is then named by the default, for assistive technology).
   */
  heading?: string | null;
  /**
   * The phone's starting country (its dial code, and the resident country it gives), instead of
   * the spec's Canada; may come after the first render. A country the visitor picked stays.
   */
  defaultCountry?: Country | undefined;
  /**
   * The schedule state a 201 writes (spec §3). Default: the tab's `scheduleAtom`, kept in
   * sessionStorage, which the site's calendar page reads. A widget on a partner's page gives an
   * atom of its own: that page's storage is not ours to write (DESIGN.md §11).
   */
  scheduleAtom?: ScheduleAtom;
  /** Where the form's own toasts are portalled (default document.body). */
  portalRoot?: HTMLElement | null;
  /**
   * A toast API that outlives the form, e.g. the host's: the Success toast then stays on screen
   * after navigate() unmounts the form. Without it the form brings its own ToastProvider.
   */
  toasts?: ToastApi;
}
