import type { LeadOutcome } from '@gw/api-client';
import { atom } from 'jotai/vanilla';

/** The contact state of spec §3: the contact page form's request and what came of it. */
export interface ContactState {
  loading: boolean;
  success: boolean;
  /** The server's words on success. */
  successMessage: string;
  /** The 'HTTP error! status: …' text, or the network message; '' when nothing failed. */
  error: string;
  /** Beyond the spec: the message waits on this device (outbox) until the API has it. */
  savedMessage: string;
  /** Beyond the spec: it could not be sent at all; the prepared e-mail with the answers. */
  mailto?: { href: string; label: string } | undefined;
}

export const idleContact: ContactState = {
  loading: false,
  success: false,
  successMessage: '',
  error: '',
  savedMessage: '',
};

export const sendingContact: ContactState = { ...idleContact, loading: true };

/** The state an answer (or the outbox) leaves the form in. */
export function answeredContact({ ok, saved, message, mailto }: LeadOutcome): ContactState {
  if (ok) return { ...idleContact, success: true, successMessage: message };
  if (saved) return { ...idleContact, savedMessage: message };
  return mailto ? { ...idleContact, error: message, mailto } : { ...idleContact, error: message };
}

/** Written by the contact page form (useContactForm), which renders from it. */
export const contactAtom = atom<ContactState>(idleContact);
