import { contactMessages, contactResultMessage } from '@gw/api-client';
import { timings } from '@gw/config';
import { buildContactUsPayload, contactPageForm } from '@gw/forms';
import { honeypotField } from '@gw/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useFieldErrors } from '../../forms/useFieldErrors.ts';
import { siteApi } from '../../siteConfig/siteApi.ts';

/** The banner under the form: the server's words on success, the HTTP error otherwise. */
export type ContactBanner = { tone: 'success' | 'error'; message: string };

const empty = { firstName: '', lastName: '', email: '', message: '' };

/** Shown when the request never got an answer (offline, blocked). */
export const contactNetworkError = `${contactMessages.httpError(0, 'network error')}. Please check your connection and try again.`;

/**
 * The contact page form (spec §4): idle → sending (button disabled, 'Sending') → the success
 * banner for timings.contactBanner with the fields cleared. A failure's 'HTTP error! status: …'
 * is shown to the visitor and stays until the next attempt (deviation: the spec only stores it).
 */
export function useContactForm() {
  const form = useFieldErrors(contactPageForm, empty);
  const [sending, setSending] = useState(false);
  const [banner, setBanner] = useState<ContactBanner | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || !form.checkAll()) return;
    setSending(true);
    setBanner(null);
    clearTimeout(hideTimer.current);
    try {
      const api = await siteApi('contact-page');
      const answer = await api.sendContactMessage({
        ...buildContactUsPayload(form.values),
        ...honeypotField(honeypotRef.current),
      });
      const result = contactResultMessage(answer);
      setBanner({ tone: result.ok ? 'success' : 'error', message: result.message });
      if (result.ok) {
        form.reset();
        hideTimer.current = setTimeout(() => setBanner(null), timings.contactBanner);
      }
    } catch {
      setBanner({ tone: 'error', message: contactNetworkError });
    } finally {
      setSending(false);
    }
  }

  return { ...form, sending, banner, submit, honeypotRef };
}
