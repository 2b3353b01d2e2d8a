import type { ContactPageValues, ContactUsPayload } from '../structs/contactPage.ts';
import { trim } from './trim.ts';

/** Contact page → /inquiries/contact-us: the message travels as description. */
export function buildContactUsPayload(values: ContactPageValues): ContactUsPayload {
  return {
    firstName: trim(values.firstName),
    lastName: trim(values.lastName),
    email: trim(values.email),
    description: trim(values.message),
  };
}
