import type { WaitlistPayload } from '@gw/forms';
import type { Country, PhoneValue } from '@gw/ui';

/** What the visitor enters in the waitlist form (spec §3 waitlist lead), before shaping. */
/** The text fields a host (or a widget's attributes) may fill in advance. */
export const waitlistPrefillFields = ['firstName', 'lastName', 'email', 'comment'] as const;
export type WaitlistPrefill = Partial<Pick<WaitlistValues, (typeof waitlistPrefillFields)[number]>>;

export interface WaitlistValues {
  firstName: string;
  lastName: string;
  email: string;
  /** The phone picker's country is also the resident country (spec §5). */
  phone: PhoneValue;
  targetCountry: Country | null;
  purpose: string;
  comment: string;
}

/** The lead as it was sent (spec §3 waitlist lead). */
export type WaitlistLead = WaitlistPayload;
