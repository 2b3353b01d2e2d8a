import type { WaitlistPayload } from '@gw/forms';
import type { ApiResponse } from '../http.ts';
import type { LeadCallOptions, Message } from './callOptions.ts';
import { waitlistLeadPath } from './leadPaths.ts';
import { postLead } from './postLead.ts';

/** POST {apiBase}/waitlist/add; success is a 201 (spec §7). */
export function joinWaitlist(
  options: LeadCallOptions,
  body: WaitlistPayload,
): Promise<ApiResponse<Message>> {
  return postLead(options, waitlistLeadPath, body);
}
