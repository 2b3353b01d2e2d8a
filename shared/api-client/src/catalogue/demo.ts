import { type Answer, fieldOf } from './answers.ts';

export const demoMessages = {
  success: 'Thank you for booking a demo with the sales team. We will reach out soon',
  fallback: 'We did not get your booking. Please try again',
} as const;

/** Spec §8 demo: under 300 thanks, 400 the server's message, anything else the fallback. */
export function demoOutcome(status: number, body: unknown): { ok: boolean; message: string } {
  if (status < 300) return { ok: true, message: demoMessages.success };
  const serverWords = status === 400 ? fieldOf(body, 'message') : undefined;
  return { ok: false, message: serverWords ?? demoMessages.fallback };
}

/** demoOutcome's message for an answer. */
export function demoResultMessage(answer: Answer): string {
  return demoOutcome(answer.status, answer.data).message;
}
