import type { JoinTeamValues, ProfilePayload } from '../structs/joinTeam.ts';
import { trim } from './trim.ts';

/** Join-team profile: the LinkedIn link, trimmed. */
export function buildProfilePayload(values: JoinTeamValues): ProfilePayload {
  return { linkedInUrl: trim(values.linkedInUrl) };
}
