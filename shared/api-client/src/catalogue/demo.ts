import { type Answer, bodyOfError, fieldOf } from './answers.ts';

export const demoMessages = {
  success: 'Thank you for booking a demo with the sales team. We will reach out soon',
  fallback: 'We did not get your booking. Please try again',
} as const;

/** Spec §8 demo: under 300 thanks, 400 the server's message, anything else the fallback. */
export function demoResultMessage(answer: Answer): string {
  if (answer.status < 300) return demoMessages.success;
  if (answer.status === 400) return fieldOf(answer.data, 'message') ?? demoMessages.fallback;
  return demoMessages.fallback;
}

/** A thrown error: the server's response message if any, otherwise the fallback. */
export function demoFailureMessage(error: unknown): string {
  return fieldOf(bodyOfError(error), 'message') ?? demoMessages.fallback;
}
