import type { ContactState } from '../../contact/contactAtom.ts';

/** The banner under the form: the server's words on success, the HTTP error otherwise. */
export type ContactBanner = {
  tone: 'success' | 'error' | 'saved';
  message: string;
  /** A message that could not be sent: the prepared e-mail with the answers. */
  action?: { href: string; label: string } | undefined;
};

/** The banner the contact state calls for, if any. */
export function contactBanner(state: ContactState): ContactBanner | null {
  if (state.success) return { tone: 'success', message: state.successMessage };
  if (state.error) return { tone: 'error', message: state.error, action: state.mailto };
  if (state.savedMessage) return { tone: 'saved', message: state.savedMessage };
  return null;
}
