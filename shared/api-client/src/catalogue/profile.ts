import type { Answer } from './answers.ts';

export const profileMessages = {
  success: "Profile submitted successfully. We'll be in touch if there's a fit!",
  /** The spec shows nothing here; we say so and let the visitor retry (docs/deviations.md). */
  failure: 'We could not submit your profile. Please try again.',
} as const;

/** Join-team: an OK answer is success; a non-OK answer or a thrown error gets the retry text. */
export function profileOutcome(answer: Answer | undefined): { ok: boolean; message: string } {
  const ok = !!answer && answer.status >= 200 && answer.status < 300;
  return { ok, message: ok ? profileMessages.success : profileMessages.failure };
}
