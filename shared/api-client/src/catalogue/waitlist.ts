import { type Answer, fieldOf } from './answers.ts';
import { fundingMessages } from './funding.ts';

export const waitlistMessages = {
  success: 'Success',
  /** The funding failure text, a colon, and the server's words. */
  failure: (detail: string | undefined) => `${fundingMessages.failure}: ${detail ?? ''}`.trimEnd(),
};

/** 201 → Success; otherwise the prefix plus the response's message (spec §8). */
export function waitlistOutcome(answer: Answer): { ok: boolean; message: string } {
  return answer.status === 201
    ? { ok: true, message: waitlistMessages.success }
    : { ok: false, message: waitlistMessages.failure(fieldOf(answer.data, 'message')) };
}

/** waitlistOutcome's message for an answer. */
export function waitlistResultMessage(answer: Answer): string {
  return waitlistOutcome(answer).message;
}
