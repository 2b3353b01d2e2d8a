import { type Answer, fieldOf } from './answers.ts';

export const contactMessages = {
  success: 'Message sent successfully!',
  httpError: (status: number, body: string) => `HTTP error! status: ${status} - ${body}`,
};

/** Contact page: the server's message (or the default) on success, the HTTP error text otherwise. */
export function contactResultMessage(answer: Answer): { ok: boolean; message: string } {
  if (answer.status >= 200 && answer.status < 300) {
    return { ok: true, message: fieldOf(answer.data, 'message') ?? contactMessages.success };
  }
  // The product reads the body as text: an answer parsed as JSON is written back as JSON.
  const body = typeof answer.data === 'string' ? answer.data : JSON.stringify(answer.data ?? '');
  return { ok: false, message: contactMessages.httpError(answer.status, body) };
}
