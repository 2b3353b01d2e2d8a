/**
 * A lead that could not be sent while our server answers (a page policy, a refused upload, a
 * refusal on a retry): said plainly, with a way out that keeps the answers (issue 25). A file of
 * its own beside outboxMessages: only the outbox's failure check (a chunk of its own) imports
 * it, so a form's first load does not carry these words (the widgets' size budgets).
 */
export const outboxFailure = {
  message:
    'Your request could not be sent. Your answers are still in the form: e-mail them to our team instead, or try again later.',
  /** The link that opens a prepared e-mail with the answers. */
  mailtoLabel: 'E-mail your answers to our team',
  /** The prepared e-mail's subject; `what` names the form, e.g. 'funding-application/create'. */
  subject: (what: string) => `Request from the website (${what})`,
  /** Its first line, above the answers. */
  intro: 'My request could not be sent from the website. My answers:',
  /** Before the names of documents that could not be uploaded. */
  documents: 'Documents I will attach (they could not be uploaded)',
} as const;
