import { teaserResultMessage } from '@gw/api-client';
import { buildTeaserRow, contactTeaserForm } from '@gw/forms';
import { honeypotField, useToast } from '@gw/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useFieldErrors } from '../../forms/useFieldErrors.ts';
import { siteApi } from '../../siteConfig/siteApi.ts';

const empty = { firstname: '', lastname: '', email: '', message: '' };

/**
 * The contact teaser (spec §4, §5, §8): checked on submit with the teaser's messages, sent as a
 * spreadsheet row with an ISO timestamp; success says thanks and resets, failure asks to retry.
 */
export function useTeaserForm() {
  const form = useFieldErrors(contactTeaserForm, empty);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const toasts = useToast();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || !form.checkAll()) return;
    setSending(true);
    setResult(null);
    let outcome: { ok: boolean; message: string };
    try {
      const api = await siteApi('contact-teaser');
      const answer = await api.sendTeaserRow({
        ...buildTeaserRow(form.values),
        ...honeypotField(honeypotRef.current),
      });
      outcome = teaserResultMessage(answer);
    } catch {
      outcome = teaserResultMessage({ status: 0 });
    }
    setSending(false);
    setResult(outcome);
    toasts.show({ message: outcome.message, tone: outcome.ok ? 'success' : 'error' });
    if (outcome.ok) form.reset();
  }

  return { ...form, sending, result, submit, honeypotRef };
}
