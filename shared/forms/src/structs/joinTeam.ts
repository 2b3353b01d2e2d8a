import { type Infer, type } from 'superstruct';
import { joinTeamFieldMessages } from '../messages.ts';
import { field, required } from '../rules.ts';
import { cap, honeypot } from './shared.ts';

/** 'Join our team': a LinkedIn link, non-empty once trimmed; no URL format check (spec §5). */
export const joinTeamForm = type({
  linkedInUrl: field(
    'linkedInUrl',
    required(joinTeamFieldMessages.linkedInRequired),
    cap('linkedInUrl', 500),
  ),
});
export type JoinTeamValues = Infer<typeof joinTeamForm>;

/** POST /inquiries/submit-profile body. */
export const profilePayload = type({ ...joinTeamForm.schema, ...honeypot });
export type ProfilePayload = Infer<typeof profilePayload>;
