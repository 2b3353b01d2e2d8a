import type { ProfilePayload } from '@gw/forms';
import type { ApiResponse } from '../http.ts';
import type { LeadCallOptions, Message } from './callOptions.ts';
import { profileLeadPath } from './leadPaths.ts';
import { postLead } from './postLead.ts';

/** POST {apiBase}/inquiries/submit-profile, the join-team LinkedIn link (no auth header). */
export function submitProfile(
  options: LeadCallOptions,
  body: ProfilePayload,
): Promise<ApiResponse<Message>> {
  return postLead(options, profileLeadPath, body);
}
