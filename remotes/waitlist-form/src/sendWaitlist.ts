import { joinWaitlist, waitlistFailureMessage, waitlistOutcome } from '@gw/api-client';
import type { Attribution } from '@gw/config';
import type { WaitlistPayload } from '@gw/forms';

/** The lead as it was sent (spec §3 waitlist lead). */
export type WaitlistLead = WaitlistPayload;

interface SendWaitlist {
  apiBase?: string | undefined;
  attribution?: Attribution | undefined;
  lead: WaitlistLead;
  honeypot: Record<string, string>;
}

export interface WaitlistOutcome {
  ok: boolean;
  /** The spec §8 waitlist message for what happened, as the black toast shows it. */
  message: string;
}

/** POST /waitlist/add; success is a 201 (spec §7), messages per spec §8. Never throws. */
export async function sendWaitlist({
  apiBase,
  attribution,
  lead,
  honeypot,
}: SendWaitlist): Promise<WaitlistOutcome> {
  try {
    const response = await joinWaitlist({ apiBase, attribution }, { ...lead, ...honeypot });
    return waitlistOutcome(response);
  } catch (error) {
    return { ok: false, message: waitlistFailureMessage(error) };
  }
}
