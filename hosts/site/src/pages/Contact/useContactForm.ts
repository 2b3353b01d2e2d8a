import {
  consentGiven,
  contactLeadPath,
  contactMessages,
  contactResultMessage,
  type LeadOutcome,
  newIdempotencyKey,
} from '@gw/api-client';
import { timings } from '@gw/config';
import { buildContactUsPayload, contactPageForm } from '@gw/forms';
import { honeypotField, useLeadSubmit } from '@gw/ui';
import { useAtom } from 'jotai';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  answeredContact,
  contactAtom,
  idleContact,
  sendingContact,
} from '../../contact/contactAtom.ts';
import { useFieldErrors } from '../../forms/useFieldErrors.ts';
import { submitSiteLead } from '../../siteConfig/submitSiteLead.ts';

const empty = { firstName: '', lastName: '', email: '', message: '' };

/** Shown when the request never got an answer (offline, blocked). */
export const contactNetworkError = `${contactMessages.httpError(0, 'network error')}. Please check your connection and try again.`;

/**
 * The contact page form (spec §4): idle → sending (button disabled, 'Sending') → the success
 * banner for timings.contactBanner with the fields cleared. A failure's 'HTTP error! status: …'
 * is shown to the visitor and stays until the next attempt (deviation: the spec only stores it).
 * With no connection the message waits on this device (the fields stay) until the API has it.
 * The request's state is the contact state atom (spec §3); the field values stay in the form.
 */
export function useContactForm() {
  const form = useFieldErrors(contactPageForm, empty);
  const [contact, setContact] = useAtom(contactAtom);
  // The "keep me informed" choice, beside the fields: unticked until the visitor ticks it.
  const [marketing, setMarketing] = useState(false);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lead = useLeadSubmit<LeadOutcome>(newIdempotencyKey);

  // The atom outlives the page: leaving it ends the banner, so a later visit starts idle.
  useEffect(
    () => () => {
      clearTimeout(hideTimer.current);
      setContact(idleContact);
    },
    [setContact],
  );

  function show(outcome: LeadOutcome) {
    setContact(answeredContact(outcome));
    if (!outcome.ok) return;
    form.reset();
    setMarketing(false);
    hideTimer.current = setTimeout(() => setContact(idleContact), timings.contactBanner);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (contact.loading || !form.checkAll()) return;
    setContact(sendingContact);
    clearTimeout(hideTimer.current);
    const body = { ...buildContactUsPayload(form.values), ...honeypotField(honeypotRef.current) };
    const consent = consentGiven(marketing);
    try {
      await lead.send(
        body,
        (key) =>
          submitSiteLead(
            { component: 'contact-page', key, path: contactLeadPath, body, consent },
            contactResultMessage,
          ),
        show,
      );
    } catch {
      setContact({ ...idleContact, error: contactNetworkError });
    }
  }

  return { ...form, contact, submit, honeypotRef, marketing, setMarketing };
}
