import {
  contactLeadPath,
  contactMessages,
  contactResultMessage,
  type LeadOutcome,
  newIdempotencyKey,
} from '@gw/api-client';
import { timings } from '@gw/config';
import { buildContactUsPayload, contactPageForm } from '@gw/forms';
import { honeypotField, useLeadSubmit } from '@gw/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useFieldErrors } from '../../forms/useFieldErrors.ts';
import { submitSiteLead } from '../../siteConfig/submitSiteLead.ts';

/** The banner under the form: the server's words on success, the HTTP error otherwise. */
export type ContactBanner = { tone: 'success' | 'error' | 'saved'; message: string };

const empty = { firstName: '', lastName: '', email: '', message: '' };

/** Shown when the request never got an answer (offline, blocked). */
export const contactNetworkError = `${contactMessages.httpError(0, 'network error')}. Please check your connection and try again.`;

/**
 * The contact page form (spec §4): idle → sending (button disabled, 'Sending') → the success
 * banner for timings.contactBanner with the fields cleared. A failure's 'HTTP error! status: …'
 * is shown to the visitor and stays until the next attempt (deviation: the spec only stores it).
 * With no connection the message waits on this device (the fields stay) until the API has it.
 */
export function useContactForm() {
  const form = useFieldErrors(contactPageForm, empty);
  const [banner, setBanner] = useState<ContactBanner | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lead = useLeadSubmit<LeadOutcome>(newIdempotencyKey);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  function show(outcome: LeadOutcome) {
    const tone = outcome.ok ? 'success' : outcome.saved ? 'saved' : 'error';
    setBanner({ tone, message: outcome.message });
    if (!outcome.ok) return;
    form.reset();
    hideTimer.current = setTimeout(() => setBanner(null), timings.contactBanner);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (lead.sending || !form.checkAll()) return;
    setBanner(null);
    clearTimeout(hideTimer.current);
    const body = { ...buildContactUsPayload(form.values), ...honeypotField(honeypotRef.current) };
    try {
      await lead.send(
        body,
        (key) =>
          submitSiteLead(
            { component: 'contact-page', key, path: contactLeadPath, body },
            contactResultMessage,
          ),
        show,
      );
    } catch {
      setBanner({ tone: 'error', message: contactNetworkError });
    }
  }

  return { ...form, sending: lead.sending, banner, submit, honeypotRef };
}
