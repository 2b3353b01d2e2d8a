import type { Answer } from './answers.ts';

export const teaserMessages = {
  success: 'Thank you for your message. We will reach out soon',
  failure: 'We did not get your message. Please try again',
} as const;

/** The teaser's spreadsheet call succeeds on a status under 300. */
export function teaserResultMessage(answer: Answer): { ok: boolean; message: string } {
  const ok = answer.status < 300;
  return { ok, message: ok ? teaserMessages.success : teaserMessages.failure };
}
