import type { Answer } from './answers.ts';

export const fundingMessages = {
  success: 'Application Successful',
  failure: 'Error submitting form',
} as const;

/**
 * Spec §8 funding: status 200 is success, anything else 'Error submitting form'. A thrown error
 * gets the same text (the product only logs it: docs/deviations.md).
 */
export function fundingOutcome(answer: Answer | undefined): { ok: boolean; message: string } {
  const ok = answer?.status === 200;
  return { ok, message: ok ? fundingMessages.success : fundingMessages.failure };
}
