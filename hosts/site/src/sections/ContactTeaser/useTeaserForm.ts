import {
  consentGiven,
  type LeadOutcome,
  newIdempotencyKey,
  teaserResultMessage,
  teaserRowUrl,
} from '@gw/api-client';
import { buildTeaserRow, contactTeaserForm } from '@gw/forms';
import { honeypotField, useLeadSubmit, useToast } from '@gw/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useFieldErrors } from '../../forms/useFieldErrors.ts';
import { submitSiteLead } from '../../siteConfig/submitSiteLead.ts';

const empty = { firstname: '', lastname: '', email: '', message: '' };

/**
 * The contact teaser (spec §4, §5, §8): checked on submit with the teaser's messages, sent as a
 * spreadsheet row with an ISO timestamp; success says thanks and resets, failure asks to retry.
 * With no connection the row waits on this device (the fields stay) until the service has it.
 */
export function useTeaserForm() {
  const form = useFieldErrors(contactTeaserForm, empty);
  const [result, setResult] = useState<LeadOutcome | null>(null);
  // The "keep me informed" choice: unticked until the visitor ticks it.
  const [marketing, setMarketing] = useState(false);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const toasts = useToast();
  const lead = useLeadSubmit<LeadOutcome>(newIdempotencyKey);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (lead.sending || !form.checkAll()) return;
    setResult(null);
    const body = { ...buildTeaserRow(form.values), ...honeypotField(honeypotRef.current) };
    const consent = consentGiven(marketing);
    await lead.send(
      body,
      (key) =>
        submitSiteLead(
          {
            component: 'contact-teaser',
            key,
            body,
            url: (config) => teaserRowUrl(config),
            consent,
          },
          teaserResultMessage,
        ),
      (outcome) => {
        setResult(outcome);
        if (!outcome.saved)
          toasts.show({ message: outcome.message, tone: outcome.ok ? 'success' : 'error' });
        if (!outcome.ok) return;
        form.reset();
        setMarketing(false);
      },
    );
  }

  return { ...form, sending: lead.sending, result, submit, honeypotRef, marketing, setMarketing };
}
