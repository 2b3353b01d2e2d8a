import type { ContactUsPayload } from '@gw/forms';
import type { ApiResponse } from '../http.ts';
import type { LeadCallOptions, Message } from './callOptions.ts';
import { contactLeadPath } from './leadPaths.ts';
import { postLead } from './postLead.ts';

/** POST {apiBase}/inquiries/contact-us, the contact page's message. */
export function sendContactMessage(
  options: LeadCallOptions,
  body: ContactUsPayload,
): Promise<ApiResponse<Message>> {
  return postLead(options, contactLeadPath, body);
}
