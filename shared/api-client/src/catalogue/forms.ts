import { type Answer, bodyOfError, fieldOf } from './answers.ts';
import { fundingMessages } from './funding.ts';

export const statesMessages = {
  unable: 'Unable to load states',
  failed: 'Failed to fetch states',
} as const;

/** An answer that was not ok → 'Failed to fetch states'; a thrown error → 'Unable to load states'. */
export function statesFailureMessage(answerOrError: unknown): string {
  const isAnswer =
    !!answerOrError && typeof answerOrError === 'object' && 'status' in answerOrError;
  return isAnswer ? statesMessages.failed : statesMessages.unable;
}

export const waitlistMessages = {
  success: 'Success',
  /** The funding failure text, a colon, and the server's words. */
  failure: (detail: string | undefined) => `${fundingMessages.failure}: ${detail ?? ''}`.trimEnd(),
};

/** 201 → Success; otherwise the prefix plus the response's message (spec §8). */
export function waitlistResultMessage(answer: Answer): string {
  return answer.status === 201
    ? waitlistMessages.success
    : waitlistMessages.failure(fieldOf(answer.data, 'message'));
}

/** A thrown error: the prefix plus the error field of the response body. */
export function waitlistFailureMessage(error: unknown): string {
  const body = bodyOfError(error);
  return waitlistMessages.failure(
    fieldOf(body, 'error') ??
      fieldOf(body, 'message') ??
      (error instanceof Error ? error.message : undefined),
  );
}

export const teaserMessages = {
  success: 'Thank you for your message. We will reach out soon',
  failure: 'We did not get your message. Please try again',
} as const;

/** The teaser's spreadsheet call succeeds on a status under 300. */
export function teaserResultMessage(answer: Answer): { ok: boolean; message: string } {
  const ok = answer.status < 300;
  return { ok, message: ok ? teaserMessages.success : teaserMessages.failure };
}

export const contactMessages = {
  success: 'Message sent successfully!',
  httpError: (status: number, body: string) => `HTTP error! status: ${status} - ${body}`,
};

/** Contact page: the server's message (or the default) on success, the HTTP error text otherwise. */
export function contactResultMessage(answer: Answer): { ok: boolean; message: string } {
  if (answer.status >= 200 && answer.status < 300) {
    return { ok: true, message: fieldOf(answer.data, 'message') ?? contactMessages.success };
  }
  const body = typeof answer.data === 'string' ? answer.data : JSON.stringify(answer.data ?? '');
  return { ok: false, message: contactMessages.httpError(answer.status, body) };
}
