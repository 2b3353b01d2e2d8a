import { defaultCountry } from '@gw/config';
import { validateForm, waitlistForm } from '@gw/forms';
import { fullPhoneNumber, initialPhone } from '@gw/ui';
import type { WaitlistValues } from './waitlistValues.ts';

export function emptyWaitlist(): WaitlistValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: initialPhone(),
    targetCountry: null,
    purpose: '',
    comment: '',
  };
}

/** The answers in the shape the @gw/forms waitlist struct checks (spec §3 field names). */
export function toWaitlistForm(values: WaitlistValues) {
  const { phone, targetCountry, ...rest } = values;
  return {
    ...rest,
    phoneNumber: fullPhoneNumber(phone),
    // Spec §5: Canada when the phone selector gives no country.
    residentCountry: phone.country.name || defaultCountry.name,
    targetCountry: targetCountry?.name ?? '',
  };
}

/** field -> first message (spec §5 waitlist form). */
export function waitlistProblems(values: WaitlistValues): Record<string, string> {
  return validateForm(waitlistForm, toWaitlistForm(values));
}
